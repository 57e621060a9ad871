import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LEGAL_REQUEST_STATES, type LegalRequestState } from '@power-gym/contracts';
import { LEGAL_REQUEST_ADMIN_TEXTS as TEXTS } from './legal-request-texts';

const ALL_STATES = 'all';

/** 'Estado': every request, or those of one state. */
export function LegalRequestStateFilter({
  value,
  onChange,
}: {
  value: LegalRequestState | undefined;
  onChange: (state: LegalRequestState | undefined) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={TEXTS.filter}
      value={value ?? ALL_STATES}
      onChange={(event) =>
        onChange(
          event.target.value === ALL_STATES ? undefined : (event.target.value as LegalRequestState),
        )
      }
      sx={{ minWidth: 180, flexGrow: { xs: 1, sm: 0 } }}
    >
      <MenuItem value={ALL_STATES}>{TEXTS.all}</MenuItem>
      {LEGAL_REQUEST_STATES.map((state) => (
        <MenuItem key={state} value={state}>
          {state}
        </MenuItem>
      ))}
    </TextField>
  );
}
