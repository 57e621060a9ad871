import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ADMIN_PAGE_SIZE, formatGymDateTime, type AuditEntryDto } from '@power-gym/contracts';
import { useState } from 'react';
import { QueryError } from '@/components/ui/query-error';
import { StackedCell, StackedRow, StackedTable } from '@/components/ui/stacked-table';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { useAdminAuditQuery } from '../../audit-api';
import { SectionTitle } from '../section-title';
import { AuditEntryDialog } from './audit-entry-dialog';
import {
  AuditFilters,
  NO_FILTERS,
  parseAuditFilters,
  type AuditFilterParams,
  type AuditFilterValues,
} from './audit-filters';
import { AUDIT_TEXTS as TEXTS } from './audit-texts';
import { actionText, actorText, changeSummary, entityText } from './audit-values';

const COLUMNS = Object.values(TEXTS.columns).map((label) => ({ label }));

function EntryRow({
  entry,
  onOpen,
}: {
  entry: AuditEntryDto;
  onOpen: (entry: AuditEntryDto) => void;
}) {
  return (
    <StackedRow>
      <StackedCell sx={{ whiteSpace: { sm: 'nowrap' } }}>{formatGymDateTime(entry.at)}</StackedCell>
      <StackedCell sx={{ overflowWrap: 'anywhere' }}>{actorText(entry)}</StackedCell>
      <StackedCell>{actionText(entry)}</StackedCell>
      <StackedCell sx={{ overflowWrap: 'anywhere' }}>{entityText(entry)}</StackedCell>
      <StackedCell sx={{ overflowWrap: 'anywhere', minWidth: { sm: 200 } }}>
        {changeSummary(entry)}
      </StackedCell>
      <StackedCell>
        <Button
          size="small"
          variant="outlined"
          aria-label={TEXTS.detail.label(entry.id)}
          aria-haspopup="dialog"
          onClick={() => onOpen(entry)}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {TEXTS.detail.button}
        </Button>
      </StackedCell>
    </StackedRow>
  );
}

function LoadingRows() {
  return (
    <Stack spacing={1} aria-hidden>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} variant="rounded" height={48} />
      ))}
    </Stack>
  );
}

/**
 * 'Actividad': the audit trail, newest first, a page at a time from the server, filtered by who,
 * which action and which days (each change asks the server for page 1); a row's 'Ver detalle'
 * shows its request, address and the whole row before and after.
 */
export function AuditSection() {
  const [filters, setFilters] = useState<AuditFilterValues>(NO_FILTERS);
  // The last filters the server accepts: a value being typed that it would refuse asks nothing.
  const [applied, setApplied] = useState<AuditFilterParams>({});
  const [page, setPage] = useState(1);
  const query = useAdminAuditQuery(
    { page, pageSize: ADMIN_PAGE_SIZE, ...applied },
    { refetchOnMountOrArgChange: true },
  );
  const [shown, setShown] = useState<AuditEntryDto | null>(null);
  const [detailOpen, setDetailOpen] = useState(false);
  const refresh = () => void query.refetch();
  const rows = query.data?.rows ?? [];
  const pages = Math.ceil((query.data?.total ?? 0) / ADMIN_PAGE_SIZE);

  const changeFilters = (next: AuditFilterValues) => {
    setFilters(next);
    const parsed = parseAuditFilters(next);
    if (parsed.ok) {
      setApplied(parsed.params);
      setPage(1);
    }
  };

  const body = () => {
    if (query.isLoading) return <LoadingRows />;
    if (query.isError || !query.data) {
      return (
        <QueryError message={TEXTS.loadFailed} onRetry={refresh} retrying={query.isFetching} />
      );
    }
    if (rows.length === 0) {
      return (
        <Paper sx={{ p: 3 }}>
          <Typography>{TEXTS.empty}</Typography>
        </Paper>
      );
    }
    return (
      <StackedTable label={TEXTS.title} columns={COLUMNS} paper size="small">
        {rows.map((entry) => (
          <EntryRow
            key={entry.id}
            entry={entry}
            onOpen={(opened) => {
              setShown(opened);
              setDetailOpen(true);
            }}
          />
        ))}
      </StackedTable>
    );
  };

  return (
    <Stack spacing={2}>
      <SectionTitle title={TEXTS.title} refreshing={query.isFetching} onRefresh={refresh}>
        {TEXTS.intro}
      </SectionTitle>
      <AuditFilters values={filters} onChange={changeFilters} />
      <Box role="status" sx={visuallyHidden}>
        {query.isFetching ? TEXTS.loading : ''}
      </Box>
      {body()}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(page, pages)}
          onChange={(_event, value) => setPage(value)}
          color="primary"
          aria-label={TEXTS.pages}
          siblingCount={0}
          sx={{ alignSelf: 'center' }}
        />
      )}
      <AuditEntryDialog
        entry={shown}
        open={detailOpen}
        onClose={() => setDetailOpen(false)}
        onOnlyActor={(actorId) => {
          setDetailOpen(false);
          changeFilters({ ...filters, actorId: String(actorId) });
        }}
      />
    </Stack>
  );
}
