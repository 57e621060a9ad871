import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LEGAL_REQUEST_MESSAGES } from '@power-gym/contracts';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { LEGAL_REQUEST_TEXTS } from '../texts';

const TEXTS = LEGAL_REQUEST_TEXTS.received;

/** Selects the code's text, so it can be copied by hand when the clipboard refuses. */
function selectText(element: HTMLElement | null) {
  const selection = window.getSelection();
  if (!element || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

/**
 * The live region a request form answers in: empty until the 202, then the code, large and
 * copyable, and the contract's 'Recibimos tu solicitud…', which screen readers announce. It is on
 * the page before the answer, so the change is announced.
 */
export function RequestReceivedRegion({ code }: { code: string | null }) {
  const codeRef = useRef<HTMLParagraphElement>(null);
  return (
    <>
      <Box role="status" aria-live="polite" aria-atomic>
        {code !== null && (
          <Stack spacing={1.5} sx={{ my: 2 }}>
            <Typography variant="overline" component="p" color="text.secondary">
              {TEXTS.codeLabel}
            </Typography>
            <Typography
              ref={codeRef}
              component="p"
              sx={{
                fontFamily: 'monospace',
                fontSize: { xs: '1.75rem', sm: '2.25rem' },
                fontWeight: 700,
                letterSpacing: '0.06em',
                lineHeight: 1.2,
                userSelect: 'all',
                overflowWrap: 'anywhere',
                color: 'primary.main',
              }}
            >
              {code}
            </Typography>
            <Typography>{LEGAL_REQUEST_MESSAGES.received(code)}</Typography>
          </Stack>
        )}
      </Box>
      {code !== null && <CopyCode code={code} codeRef={codeRef} />}
    </>
  );
}

function CopyCode({
  code,
  codeRef,
}: {
  code: string;
  codeRef: RefObject<HTMLParagraphElement | null>;
}) {
  const [notice, setNotice] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setNotice(TEXTS.copied);
    } catch {
      // No clipboard (an insecure page, a refused permission): selected, to copy by hand.
      selectText(codeRef.current);
      setNotice(TEXTS.copyFailed);
    }
  };
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
        {TEXTS.copy}
      </Button>
      <Typography role="status" variant="body2" sx={{ minHeight: '1.5em' }}>
        {notice}
      </Typography>
    </Stack>
  );
}

/** 'Solicitud recibida': takes the focus when it replaces the form, so the keyboard stays there. */
export function ReceivedHeading() {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Typography ref={ref} tabIndex={-1} variant="h5" component="h2" sx={{ outline: 'none' }}>
      {TEXTS.title}
    </Typography>
  );
}
