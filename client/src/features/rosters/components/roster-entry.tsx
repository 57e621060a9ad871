import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { RosterEntryDto } from '@power-gym/contracts';
import { useState } from 'react';
import { MemberAvatar } from '@/components/ui/member-avatar';
import { apiErrorText } from '@/lib/api-error';
import { useMarkAttendanceMutation, type RosterRef } from '../api';
import { attendanceDetail, entryChips, fullName, listedName, ROSTER_TEXTS } from '../texts';

const CHIP_COLORS: Readonly<Record<string, 'primary' | 'warning'>> = {
  [ROSTER_TEXTS.makeup]: 'primary',
  [ROSTER_TEXTS.unpaid]: 'warning',
};

/**
 * One member of a roster: photo or initials, name, chips and 'Vino'. The switch follows the server:
 * it moves when the PUT answers, and a refusal leaves it as it was with the server's reason below.
 */
export function RosterEntry({
  session,
  entry,
  canMark,
}: {
  session: RosterRef;
  entry: RosterEntryDto;
  /** False when the session is not held: the roster is only read. */
  canMark: boolean;
}) {
  const [markAttendance, { isLoading }] = useMarkAttendanceMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const detail = entry.attended ? attendanceDetail(entry) : null;
  const chips = entryChips(entry);

  const mark = async (attended: boolean) => {
    setFailure(null);
    try {
      await markAttendance({ ...session, userId: entry.member.id, attended }).unwrap();
    } catch (error) {
      setFailure(apiErrorText(error, ROSTER_TEXTS.markError));
    }
  };

  return (
    <Box component="li" sx={{ py: 1.5, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <MemberAvatar member={entry.member} />
        <Stack spacing={0.5} sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          <Typography sx={{ fontWeight: 700 }}>{listedName(entry)}</Typography>
          {chips.length > 0 && (
            <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {chips.map((chip) => (
                <Chip
                  key={chip}
                  size="small"
                  variant="outlined"
                  color={CHIP_COLORS[chip] ?? 'default'}
                  label={chip}
                />
              ))}
            </Stack>
          )}
          {detail && (
            <Typography variant="body2" color="text.secondary">
              {detail}
            </Typography>
          )}
        </Stack>
        <FormControlLabel
          control={
            <Switch
              checked={entry.attended}
              disabled={!canMark}
              // Not disabled while saving: that would drop the keyboard's focus.
              onChange={(event) => {
                if (!isLoading) void mark(event.target.checked);
              }}
              // The visible 'Vino' first, then whose row it is.
              slotProps={{ input: { 'aria-label': `${ROSTER_TEXTS.attended} ${fullName(entry)}` } }}
            />
          }
          label={ROSTER_TEXTS.attended}
          labelPlacement="bottom"
          sx={{ m: 0, flexShrink: 0 }}
        />
      </Stack>
      {failure !== null && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      )}
    </Box>
  );
}
