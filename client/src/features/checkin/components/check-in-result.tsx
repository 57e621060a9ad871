import AcUnitIcon from '@mui/icons-material/AcUnit';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import InfoIcon from '@mui/icons-material/Info';
import type { SvgIconComponent } from '@mui/icons-material';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CheckInDto, CheckInResult as Result } from '@power-gym/contracts';
import { StandingChip } from '@/components/ui/standing-chip';
import { dayLabel } from '@/lib/format';
import { MemberAvatar } from '@/components/ui/member-avatar';

/** The last answer: the server's result, or its refusal (a forged, expired or unknown pass). */
export type CheckInOutcome = { id: number } & ({ answer: CheckInDto } | { error: string });

type Tone = 'success' | 'info' | 'warning' | 'error';

/** Each result has its word, icon and colour: never the colour alone. */
const LOOKS: Record<Result, { tone: Tone; Icon: SvgIconComponent }> = {
  Registrado: { tone: 'success', Icon: CheckCircleIcon },
  'Ya registrado': { tone: 'info', Icon: InfoIcon },
  'Sin clase': { tone: 'warning', Icon: EventBusyIcon },
  Congelada: { tone: 'info', Icon: AcUnitIcon },
  Vencida: { tone: 'error', Icon: BlockIcon },
};

const ICON_SX = { fontSize: { xs: 48, sm: 64 }, flexShrink: 0 } as const;

/**
 * The desk's answer, big enough to read from a step away, in a live region so a screen reader
 * says it; it stays until the next check-in.
 */
export function CheckInResultCard({
  outcome,
  pending,
}: {
  outcome: CheckInOutcome | null;
  pending: boolean;
}) {
  const tone =
    outcome === null ? null : 'error' in outcome ? 'error' : LOOKS[outcome.answer.result].tone;
  return (
    <Paper
      component="section"
      aria-label="Resultado del ingreso"
      aria-busy={pending}
      variant="outlined"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        p: { xs: 2, sm: 3 },
        minHeight: { xs: 200, md: 320 },
        borderWidth: 2,
        borderColor: tone ? `${tone}.main` : 'divider',
      }}
    >
      {pending && (
        <LinearProgress
          aria-label="Registrando el ingreso"
          sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
        />
      )}
      <div role="status">
        {outcome === null ? (
          <Typography color="text.secondary" sx={{ fontSize: '1.125rem' }}>
            Todavía no se registró ningún ingreso. Escaneá un pase, escribí su número o buscá al
            socio.
          </Typography>
        ) : 'error' in outcome ? (
          <Refusal key={outcome.id} message={outcome.error} />
        ) : (
          <Answer key={outcome.id} answer={outcome.answer} />
        )}
      </div>
    </Paper>
  );
}

function Refusal({ message }: { message: string }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', color: 'error.main' }}>
      <ErrorIcon aria-hidden sx={ICON_SX} />
      <Typography variant="h3" component="h3" sx={{ textTransform: 'none' }}>
        {message}
      </Typography>
    </Stack>
  );
}

function Answer({ answer }: { answer: CheckInDto }) {
  const { tone, Icon } = LOOKS[answer.result];
  const { member, session } = answer;
  return (
    <Stack spacing={2.5}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', color: `${tone}.main` }}>
        <Icon aria-hidden sx={ICON_SX} />
        <Typography variant="h2" component="h3">
          {answer.result}
        </Typography>
      </Stack>
      <Typography sx={{ fontSize: '1.25rem' }}>{answer.message}</Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <MemberAvatar member={member} size={80} />
        <Typography variant="h4" component="p" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {member.name} {member.lastName}
        </Typography>
      </Stack>
      {/* A line of its own: the chip does not wrap, and at 360 px it needs the card's width. */}
      <div>
        <StandingChip standing={answer.membership} />
      </div>
      {session && (
        <Typography sx={{ fontSize: '1.125rem' }}>
          Clase: <strong>{session.activity.name}</strong>, {dayLabel(session.day)} {session.hour}
        </Typography>
      )}
    </Stack>
  );
}
