import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LISTED_ORDER_STATES, ORDER_STATE_LABELS } from '@power-gym/contracts';
import type { ListedOrderState } from '../api';

const ALL_STATES = 'all';

/** 'Estado': every order, or those of one state, named as the member reads them. */
export function OrderStateFilter({
  value,
  onChange,
}: {
  value: ListedOrderState | undefined;
  onChange: (state: ListedOrderState | undefined) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label="Estado"
      value={value ?? ALL_STATES}
      onChange={(event) =>
        onChange(
          event.target.value === ALL_STATES ? undefined : (event.target.value as ListedOrderState),
        )
      }
      sx={{ minWidth: 180, flexGrow: { xs: 1, sm: 0 } }}
    >
      <MenuItem value={ALL_STATES}>Todos</MenuItem>
      {LISTED_ORDER_STATES.map((state) => (
        <MenuItem key={state} value={state}>
          {ORDER_STATE_LABELS[state]}
        </MenuItem>
      ))}
    </TextField>
  );
}
