import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { BOT_GREETING, QUICK_REPLIES, type QuickReply } from '../answers';

interface Message {
  from: 'bot' | 'user';
  text: string;
  link?: QuickReply['link'];
}

interface ChatbotPanelProps {
  id: string;
  onClose: () => void;
}

/** A non-modal panel: quick replies ask, canned answers come back in a polite live log. */
export function ChatbotPanel({ id, onClose }: ChatbotPanelProps) {
  const [messages, setMessages] = useState<Message[]>([{ from: 'bot', text: BOT_GREETING }]);
  const panel = useRef<HTMLDivElement>(null);
  const log = useRef<HTMLDivElement>(null);

  useEffect(() => {
    panel.current?.focus();
  }, []);
  // Escape closes the bot wherever the focus is, as it would a dialog.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);
  useEffect(() => {
    log.current?.scrollTo?.({ top: log.current.scrollHeight });
  }, [messages]);

  const ask = (reply: QuickReply) => {
    setMessages((previous) => [
      ...previous,
      { from: 'user', text: reply.question },
      { from: 'bot', text: reply.answer, ...(reply.link && { link: reply.link }) },
    ]);
  };

  return (
    <Paper
      id={id}
      ref={panel}
      role="dialog"
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      elevation={8}
      sx={{
        position: 'fixed',
        right: { xs: 16, md: 24 },
        bottom: { xs: 88, md: 96 },
        zIndex: 'speedDial',
        width: 'min(360px, calc(100vw - 32px))',
        maxHeight: 'min(520px, calc(100vh - 120px))',
        display: 'flex',
        flexDirection: 'column',
        border: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          px: 2,
          py: 1,
          borderBottom: '1px solid',
          borderColor: 'divider',
        }}
      >
        <Typography id={`${id}-title`} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Asistente Power Gym
        </Typography>
        <IconButton aria-label="Cerrar chat" onClick={onClose} size="small">
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box
        ref={log}
        role="log"
        aria-live="polite"
        aria-label="Conversación"
        sx={{
          flexGrow: 1,
          overflowY: 'auto',
          p: 2,
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
        }}
      >
        {messages.map((message, index) => (
          <Typography
            key={index}
            variant="body2"
            data-from={message.from}
            sx={{
              alignSelf: message.from === 'bot' ? 'flex-start' : 'flex-end',
              maxWidth: '85%',
              px: 1.5,
              py: 1,
              borderRadius: 2,
              bgcolor: message.from === 'bot' ? '#26262c' : 'primary.main',
              color: message.from === 'bot' ? 'text.primary' : 'primary.contrastText',
            }}
          >
            {message.text}
            {message.link && (
              <Link
                href={message.link.href}
                target="_blank"
                rel="noopener noreferrer"
                color="inherit"
                sx={{ display: 'block', mt: 1, fontWeight: 700 }}
              >
                {message.link.label}
              </Link>
            )}
          </Typography>
        ))}
      </Box>
      <Box
        component="ul"
        aria-label="Preguntas frecuentes"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 1.5,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          borderTop: '1px solid',
          borderColor: 'divider',
        }}
      >
        {QUICK_REPLIES.map((reply) => (
          <li key={reply.id}>
            <Button variant="outlined" size="small" onClick={() => ask(reply)}>
              {reply.question}
            </Button>
          </li>
        ))}
      </Box>
    </Paper>
  );
}
