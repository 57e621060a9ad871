import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  AUDIT_ACTION_KEYS,
  AUDIT_ACTIONS,
  auditListQuerySchema,
  type AuditAction,
} from '@power-gym/contracts';
import { useRef } from 'react';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import type { AuditListParams } from '../../audit-api';
import { AUDIT_TEXTS } from './audit-texts';

const TEXTS = AUDIT_TEXTS.filters;
const ALL_ACTIONS = 'all';

/** The filters as typed: the user's number, the action ('' for all) and the days ('AAAA-MM-DD'). */
export interface AuditFilterValues {
  actorId: string;
  action: AuditAction | '';
  from: string;
  to: string;
}

const NO_FILTERS: AuditFilterValues = { actorId: '', action: '', from: '', to: '' };

export type AuditFilterParams = Omit<AuditListParams, 'page' | 'pageSize'>;

/** Each filter's name in the address (?quien=7&accion=…): a reload or a shared link keeps them. */
const URL_PARAMS = {
  actorId: 'quien',
  action: 'accion',
  from: 'desde',
  to: 'hasta',
} as const satisfies Record<keyof AuditFilterValues, string>;

const isAction = (value: string): value is AuditAction =>
  (AUDIT_ACTION_KEYS as readonly string[]).includes(value);

/** The filters an address names (an unknown action is no filter). */
export function filtersFromUrl(params: URLSearchParams): AuditFilterValues {
  const action = params.get(URL_PARAMS.action) ?? '';
  return {
    actorId: params.get(URL_PARAMS.actorId) ?? '',
    action: isAction(action) ? action : '',
    from: params.get(URL_PARAMS.from) ?? '',
    to: params.get(URL_PARAMS.to) ?? '',
  };
}

/** Writes `values` into `params`, an empty filter leaving no trace. */
export function writeFiltersToUrl(params: URLSearchParams, values: AuditFilterValues) {
  for (const [field, name] of Object.entries(URL_PARAMS)) {
    const value = values[field as keyof AuditFilterValues];
    if (value) params.set(name, value);
    else params.delete(name);
  }
  return params;
}

/**
 * The filters checked as GET /audit checks them (the contract's auditListQuerySchema): the query's
 * filters, or each refused field's message.
 */
export function parseAuditFilters(
  values: AuditFilterValues,
):
  | { ok: true; params: AuditFilterParams }
  | { ok: false; errors: Partial<Record<keyof AuditFilterValues, string>> } {
  const parsed = auditListQuerySchema.safeParse(values);
  if (parsed.success) {
    const { actorId, action, from, to } = parsed.data;
    return { ok: true, params: { actorId, action, from, to } };
  }
  const errors: Partial<Record<keyof AuditFilterValues, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]) as keyof AuditFilterValues;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

const DATE_FIELDS = [
  { name: 'from', label: TEXTS.from },
  { name: 'to', label: TEXTS.to },
] as const;

/**
 * 'Quién' (a user's number), 'Acción' (one of the contract's, or 'Todas'), 'Desde' and 'Hasta'
 * (gym days, inclusive); a refused value says why under its field.
 */
export function AuditFilters({
  values,
  onChange,
}: {
  values: AuditFilterValues;
  onChange: (values: AuditFilterValues) => void;
}) {
  const result = parseAuditFilters(values);
  const errors = result.ok ? {} : result.errors;
  const set = (changes: Partial<AuditFilterValues>) => onChange({ ...values, ...changes });
  const filtered = Object.values(values).some((value) => value !== '');
  const actorRef = useRef<HTMLInputElement>(null);
  // The button goes with the filters: focus moves to the first field instead of the page's start.
  const clear = () => {
    onChange(NO_FILTERS);
    actorRef.current?.focus();
  };
  return (
    <Stack
      component="fieldset"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      useFlexGap
      sx={{
        flexWrap: 'wrap',
        alignItems: { sm: 'flex-start' },
        border: 0,
        m: 0,
        p: 0,
        minWidth: 0,
      }}
    >
      <Box component="legend" sx={visuallyHidden}>
        {TEXTS.label}
      </Box>
      <TextField
        size="small"
        label={TEXTS.actor}
        value={values.actorId}
        inputRef={actorRef}
        onChange={(event) => set({ actorId: event.target.value.trim() })}
        error={errors.actorId !== undefined}
        helperText={errors.actorId ?? TEXTS.actorHelp}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        sx={{ width: { sm: 150 } }}
      />
      <TextField
        select
        size="small"
        label={TEXTS.action}
        value={values.action === '' ? ALL_ACTIONS : values.action}
        onChange={(event) =>
          set({
            action: event.target.value === ALL_ACTIONS ? '' : (event.target.value as AuditAction),
          })
        }
        // Native: some fifty choices, the phone's own picker and the keyboard's type-to-find.
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ width: { sm: 280 } }}
      >
        <option value={ALL_ACTIONS}>{TEXTS.all}</option>
        {AUDIT_ACTION_KEYS.map((action) => (
          <option key={action} value={action}>
            {AUDIT_ACTIONS[action]}
          </option>
        ))}
      </TextField>
      {DATE_FIELDS.map(({ name, label }) => (
        <TextField
          key={name}
          size="small"
          type="date"
          label={label}
          value={values[name]}
          onChange={(event) => set({ [name]: event.target.value })}
          error={errors[name] !== undefined}
          helperText={errors[name]}
          slotProps={{ inputLabel: { shrink: true } }}
          // The browser's calendar button in the dark theme's colours.
          sx={{ width: { sm: 170 }, '& input': { colorScheme: 'dark' } }}
        />
      ))}
      {filtered && (
        <Button onClick={clear} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
          {TEXTS.clear}
        </Button>
      )}
    </Stack>
  );
}
