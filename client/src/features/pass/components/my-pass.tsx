import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PassDto, UserDto } from '@power-gym/contracts';
import { useEffect, useId } from 'react';
import { QueryError } from '@/components/ui/query-error';
import { MemberAvatar } from '@/components/ui/member-avatar';
import { StandingChip } from '@/components/ui/standing-chip';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { useAppSelector } from '@/stores/hooks';
import { PASS_REFRESH_MS, useGetPassQuery } from '../api';
import { useHasPassed } from '../hooks/use-has-passed';
import { useQrImage } from '../hooks/use-qr-image';
import { useRefetchWhenShown } from '../hooks/use-refetch-when-shown';

/** The QR's largest side: big enough for the desk's camera, and a phone's whole width. */
const QR_SIZE = 320;
const CARD_SX = { p: { xs: 2, sm: 3 }, width: '100%', maxWidth: QR_SIZE + 64, mx: 'auto' };

/**
 * 'Mi pase': what the member holds up to the desk's camera. A pass works for two minutes, so it is
 * asked for again every minute and whenever the page comes back into view; one past its expiry is
 * never shown (a phone woken up after a while must not show the old code).
 */
export function MyPass() {
  const headingId = useId();
  const user = useAppSelector((state) => state.auth.user);
  const { data, isError, isFetching, refetch } = useGetPassQuery(undefined, {
    pollingInterval: PASS_REFRESH_MS,
    refetchOnMountOrArgChange: true,
  });
  useRefetchWhenShown(refetch);
  const expired = useHasPassed(data?.expiresAt);
  // Missed refreshes (a phone asleep, a failed poll): ask at once rather than at the next poll.
  useEffect(() => {
    if (expired) void refetch();
  }, [expired, refetch]);
  const pass = expired ? undefined : data;

  return (
    <Stack component="section" spacing={3} aria-labelledby={headingId}>
      <Typography id={headingId} variant="h3" component="h1">
        Mi pase
      </Typography>
      {isError && (
        <QueryError
          message={pass ? 'No pudimos actualizar tu pase.' : 'No pudimos cargar tu pase.'}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      )}
      {pass ? (
        <PassCard pass={pass} user={user} refreshing={isFetching} />
      ) : (
        !isError && <PassLoading />
      )}
    </Stack>
  );
}

function PassCard({
  pass,
  user,
  refreshing,
}: {
  pass: PassDto;
  user: UserDto | null;
  refreshing: boolean;
}) {
  return (
    <Paper aria-busy={refreshing} sx={CARD_SX}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        {user && <Member user={user} />}
        <StandingChip standing={pass.membership} />
        <QrCode code={pass.code} />
        {/* Always there, so the page does not move when a refresh starts. */}
        <Box sx={{ width: '100%', maxWidth: QR_SIZE, height: 4 }}>
          {refreshing && <LinearProgress aria-label="Actualizando el pase" />}
        </Box>
        <PassNumber number={pass.number} />
        <Typography>El código cambia cada minuto: mostralo en recepción.</Typography>
      </Stack>
    </Paper>
  );
}

/** Who the pass is for: the desk compares the photo and the name with who shows it. */
function Member({ user }: { user: UserDto }) {
  const fullName = `${user.name} ${user.lastName}`;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', maxWidth: '100%' }}>
      <MemberAvatar member={user} size={64} />
      <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere', textAlign: 'left' }}>
        {fullName}
      </Typography>
    </Stack>
  );
}

/** Black on white whatever the theme: the desk's camera reads contrast, not colours. */
function QrCode({ code }: { code: string }) {
  const { src, failed } = useQrImage(code);
  return (
    <Box
      sx={{
        width: '100%',
        maxWidth: QR_SIZE,
        aspectRatio: '1',
        bgcolor: '#ffffff',
        color: '#000000',
        borderRadius: '8px',
        overflow: 'hidden',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {src ? (
        <Box
          component="img"
          src={src}
          alt="Código QR de tu pase"
          sx={{ display: 'block', width: '100%', height: 'auto', imageRendering: 'pixelated' }}
        />
      ) : failed ? (
        <Typography sx={{ p: 2 }}>
          No pudimos dibujar el código QR: dictá el número en recepción.
        </Typography>
      ) : (
        <Skeleton variant="rectangular" width="100%" height="100%" aria-hidden />
      )}
    </Box>
  );
}

/** '123 456' to read at a glance; a screen reader says each digit. */
function PassNumber({ number }: { number: string }) {
  return (
    <Box aria-live="polite" aria-atomic="true">
      <Typography variant="overline" component="p" color="text.secondary" aria-hidden>
        Número del pase
      </Typography>
      <Typography
        component="p"
        aria-hidden
        sx={{
          fontSize: { xs: '2.75rem', sm: '3.25rem' },
          fontWeight: 700,
          fontVariantNumeric: 'tabular-nums',
          letterSpacing: '0.08em',
          lineHeight: 1.1,
        }}
      >
        {`${number.slice(0, 3)} ${number.slice(3)}`}
      </Typography>
      <Box component="span" sx={visuallyHidden}>
        {`Número del pase: ${number.split('').join(' ')}`}
      </Box>
    </Box>
  );
}

function PassLoading() {
  return (
    <Paper role="status" aria-label="Cargando tu pase" sx={CARD_SX}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <Skeleton variant="circular" width={64} height={64} />
        <Skeleton variant="rounded" width="100%" sx={{ maxWidth: QR_SIZE, aspectRatio: '1' }} />
        <Skeleton variant="text" width={180} sx={{ fontSize: '2.75rem' }} />
      </Stack>
    </Paper>
  );
}
