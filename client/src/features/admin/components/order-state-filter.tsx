import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LISTED_ORDER_STATES, ORDER_STATE_LABELS } from '@power-gym/contracts';
import type { ListedOrderState, OrderListParams } from '../api';

const ALL_STATES = 'all';
/** Paid orders whose membership ends soon (the server's `ending=true`), the soonest first. */
export const ENDING = 'ending';

/** What 'Estado' filters by: one state, or the memberships 'Por vencer'. */
export type OrderFilter = ListedOrderState | typeof ENDING;

/** The query parameters of a filter: `state`, or `ending=true` instead of a state. */
export function orderFilterParams(
  filter: OrderFilter | undefined,
): Pick<OrderListParams, 'state' | 'ending'> {
  return filter === ENDING
    ? { state: undefined, ending: 'true' }
    : { state: filter, ending: undefined };
}

/** 'Estado': every order, those of one state, named as the member reads them, or 'Por vencer'. */
export function OrderStateFilter({
  value,
  onChange,
}: {
  value: OrderFilter | undefined;
  onChange: (filter: OrderFilter | undefined) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label="Estado"
      value={value ?? ALL_STATES}
      onChange={(event) =>
        onChange(
          event.target.value === ALL_STATES ? undefined : (event.target.value as OrderFilter),
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
      <MenuItem value={ENDING}>Por vencer</MenuItem>
    </TextField>
  );
}
