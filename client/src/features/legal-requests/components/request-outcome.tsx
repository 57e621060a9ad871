import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LegalRequestOutcomeDto } from '@power-gym/contracts';
import { useEffect, useRef } from 'react';
import { LEGAL_REQUEST_TEXTS } from '../texts';

const TEXTS = LEGAL_REQUEST_TEXTS.outcome;

type Outcome = Pick<LegalRequestOutcomeDto, 'kind' | 'state' | 'reason' | 'orderId' | 'endings'>;

/** The title, the severity and the text of what became of a confirmed request. */
function outcomeView({ kind, state, reason, orderId }: Outcome) {
  switch (state) {
    case 'Resuelta':
      return kind === 'Baja'
        ? { title: TEXTS.bajaDone, severity: 'success' as const, text: reason }
        : {
            title: TEXTS.refunded,
            severity: 'success' as const,
            text: reason ?? TEXTS.refundedText(orderId),
          };
    case 'Confirmada':
      return { title: TEXTS.waiting, severity: 'info' as const, text: reason ?? TEXTS.waitingText };
    case 'Rechazada':
      return {
        title: TEXTS.rejected,
        severity: 'warning' as const,
        text: reason ?? TEXTS.rejectedText,
      };
    case 'Sin confirmar':
      return { title: TEXTS.pending, severity: 'info' as const, text: reason };
  }
}

/** A baja's memberships that run to their end, each with its classes and last day. */
function BajaEndings({ endings }: { endings: Outcome['endings'] }) {
  if (endings.length === 0) return <Typography>{TEXTS.bajaNothing}</Typography>;
  return (
    <Stack spacing={1}>
      <Typography>{TEXTS.bajaEndings}</Typography>
      <Box component="ul" aria-label={TEXTS.endingsLabel} sx={{ m: 0, pl: 3 }}>
        {endings.map((ending) => (
          <li key={ending.orderId}>
            <Typography>{TEXTS.ending(ending)}</Typography>
          </li>
        ))}
      </Box>
    </Stack>
  );
}

/**
 * What the confirmation answered, as its heading (which takes the focus, replacing the button
 * that had it) and an alert: an arrepentimiento refunded, waiting for the admin or refused with
 * its reason; a baja with what ended.
 */
export function RequestOutcome({ outcome }: { outcome: Outcome }) {
  const view = outcomeView(outcome);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const bajaDone = outcome.kind === 'Baja' && outcome.state === 'Resuelta';
  return (
    <Stack spacing={2}>
      <Typography
        ref={headingRef}
        tabIndex={-1}
        variant="h5"
        component="h2"
        sx={{ outline: 'none' }}
      >
        {view.title}
      </Typography>
      {view.text !== null && <Alert severity={view.severity}>{view.text}</Alert>}
      {bajaDone && <BajaEndings endings={outcome.endings} />}
    </Stack>
  );
}
