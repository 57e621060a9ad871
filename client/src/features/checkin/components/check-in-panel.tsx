import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CheckInBody } from '@power-gym/contracts';
import { useCallback, useId, useRef, useState } from 'react';
import { apiErrorFields, apiErrorText } from '@/lib/api-error';
import { useCheckInMutation } from '../api';
import { CameraScanner } from './camera-scanner';
import { CheckInResultCard, type CheckInOutcome } from './check-in-result';
import { MemberSearch } from './member-search';
import { NumberForm } from './number-form';

const CHECK_IN_FAILED = 'No pudimos registrar el ingreso, intentá nuevamente';

/** A refusal as the server words it: the refused field's message first (a malformed code). */
function refusalText(failure: unknown): string {
  return Object.values(apiErrorFields(failure))[0] ?? apiErrorText(failure, CHECK_IN_FAILED);
}

/**
 * 'Registrar ingreso', the desk's first section: the member's pass scanned, its number typed, or
 * the member found by name; the answer beside it, big, until the next one.
 */
export function CheckInPanel() {
  const headingId = useId();
  const [checkIn, { isLoading }] = useCheckInMutation();
  const [outcome, setOutcome] = useState<CheckInOutcome | null>(null);
  const answers = useRef(0);

  // One check-in at a time: a double click must not turn 'Registrado' into 'Ya registrado'.
  const inFlight = useRef(false);

  const register = useCallback(
    async (body: CheckInBody) => {
      if (inFlight.current) return;
      inFlight.current = true;
      let next: CheckInOutcome;
      try {
        next = { id: ++answers.current, answer: await checkIn(body).unwrap() };
      } catch (failure) {
        next = { id: ++answers.current, error: refusalText(failure) };
      }
      inFlight.current = false;
      setOutcome(next);
    },
    [checkIn],
  );
  const byCode = useCallback((code: string) => register({ code }), [register]);
  const byNumber = useCallback((number: string) => register({ number }), [register]);
  const byMember = useCallback((userId: number) => register({ userId }), [register]);

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h4" component="h2" sx={{ mb: 3 }}>
        Registrar ingreso
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {/* First on a phone: the answer shows above the camera that read the pass. */}
        <Box sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
          <CheckInResultCard outcome={outcome} pending={isLoading} />
        </Box>
        <Stack spacing={3}>
          <CameraScanner onCode={byCode} />
          <NumberForm onNumber={byNumber} busy={isLoading} />
          <MemberSearch onMember={byMember} busy={isLoading} />
        </Stack>
      </Box>
    </Box>
  );
}
