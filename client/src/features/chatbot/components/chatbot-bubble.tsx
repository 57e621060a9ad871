import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';

const ChatbotPanel = lazy(async () => ({
  default: (await import('./chatbot-panel')).ChatbotPanel,
}));

export const CHATBOT_PANEL_ID = 'chatbot-panel';

/** The floating bubble that toggles the bot; the bot itself loads on the first open. */
export function ChatbotBubble() {
  const [open, setOpen] = useState(false);
  const bubble = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    bubble.current?.focus();
  }, []);

  return (
    <>
      {open && (
        <Suspense fallback={null}>
          <ChatbotPanel id={CHATBOT_PANEL_ID} onClose={close} />
        </Suspense>
      )}
      <IconButton
        ref={bubble}
        aria-label={open ? 'Cerrar chat' : 'Abrir chat'}
        aria-expanded={open}
        aria-controls={open ? CHATBOT_PANEL_ID : undefined}
        onClick={() => setOpen((value) => !value)}
        sx={{
          position: 'fixed',
          right: { xs: 16, md: 24 },
          bottom: { xs: 16, md: 24 },
          zIndex: 'speedDial',
          width: 60,
          height: 60,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          boxShadow: '0 6px 20px rgba(0,0,0,0.45)',
          '&:hover': { bgcolor: 'primary.dark' },
        }}
      >
        {open ? <CloseIcon /> : <ChatBubbleOutlineIcon />}
      </IconButton>
    </>
  );
}
