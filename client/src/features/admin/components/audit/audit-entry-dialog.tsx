import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { formatGymDateTime, type AuditEntryDto } from '@power-gym/contracts';
import { useId, type ReactNode } from 'react';
import { ClosableDialog } from '@/components/ui/closable-dialog';
import { AUDIT_TEXTS } from './audit-texts';
import { actionText, actorText, changedFields, entityText, fieldRows } from './audit-values';

const TEXTS = AUDIT_TEXTS.detail;

const listSx = {
  m: 0,
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
  columnGap: 2,
  rowGap: { xs: 0.25, sm: 0.75 },
  '& dt': { fontWeight: 700, mt: { xs: 1, sm: 0 } },
  '& dd': { m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
} as const;

/** A key → value list (a <dl>). */
function Pairs({ pairs }: { pairs: { key: string; value: ReactNode }[] }) {
  return (
    <Box component="dl" sx={listSx}>
      {pairs.map(({ key, value }) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <dt>{key}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}

/** 'Antes' or 'Después': the row's fields, the changed ones marked; or why there is none. */
function State({
  title,
  value,
  missing,
  changed,
}: {
  title: string;
  value: unknown;
  missing: string;
  changed: ReadonlySet<string>;
}) {
  const headingId = useId();
  const rows = value === null || value === undefined ? [] : fieldRows(value);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ flex: 1, minWidth: 0 }}>
      <Typography id={headingId} variant="h6" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {value === null || value === undefined ? (
        <Typography color="text.secondary">{missing}</Typography>
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">{TEXTS.empty}</Typography>
      ) : (
        <Pairs
          pairs={rows.map(({ key, value: text }) => ({
            key,
            value: changed.has(key) ? (
              <>
                <Box component="span" sx={{ color: 'warning.main', fontWeight: 700 }}>
                  {text}
                </Box>{' '}
                <Typography component="span" variant="caption" color="text.secondary">
                  ({TEXTS.changed})
                </Typography>
              </>
            ) : (
              text
            ),
          }))}
        />
      )}
    </Box>
  );
}

/**
 * One entry of 'Actividad' whole: when, who, what, the request's id and address, and the row's
 * fields before and after, the changed ones marked.
 */
export function AuditEntryDialog({
  entry,
  open,
  onClose,
  onOnlyActor,
}: {
  entry: AuditEntryDto | null;
  open: boolean;
  onClose: () => void;
  /** 'Ver solo la actividad de …': the 'Quién' filter set to this entry's person. */
  onOnlyActor: (actorId: number) => void;
}) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const present = (value: unknown) => value !== null && value !== undefined;
  const both = entry !== null && present(entry.before) && present(entry.after);
  const changed = new Set(both ? changedFields(entry.before, entry.after) : []);
  return (
    <ClosableDialog
      title={entry === null ? '' : TEXTS.title(entry.id)}
      open={open && entry !== null}
      onClose={onClose}
      maxWidth="md"
      fullScreen={phone}
      dividers
    >
      {entry !== null && (
        <Stack spacing={3}>
          <Pairs
            pairs={[
              { key: TEXTS.at, value: formatGymDateTime(entry.at) },
              {
                key: TEXTS.actor,
                value:
                  entry.actor === null
                    ? actorText(entry)
                    : `${actorText(entry)}, ${TEXTS.actorId(entry.actor.id)}`,
              },
              { key: TEXTS.action, value: actionText(entry) },
              { key: TEXTS.entity, value: entityText(entry) },
              { key: TEXTS.requestId, value: entry.requestId },
              { key: TEXTS.ip, value: entry.ip ?? AUDIT_TEXTS.none },
            ]}
          />
          {entry.actor !== null && (
            <Box>
              <Button
                variant="outlined"
                size="small"
                onClick={() => entry.actor && onOnlyActor(entry.actor.id)}
              >
                {TEXTS.onlyActor(entry.actor.name)}
              </Button>
            </Box>
          )}
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
            <State
              title={TEXTS.before}
              value={entry.before}
              missing={TEXTS.noBefore}
              changed={changed}
            />
            <State
              title={TEXTS.after}
              value={entry.after}
              missing={TEXTS.noAfter}
              changed={changed}
            />
          </Stack>
        </Stack>
      )}
    </ClosableDialog>
  );
}
