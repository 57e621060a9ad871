import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ADMIN_PAGE_SIZE, formatGymDateTime, type AuditEntryDto } from '@power-gym/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { StackedCell, StackedRow } from '@/components/ui/stacked-table';
import { useAdminAuditQuery } from '../../audit-api';
import { PagedTable } from '../paged-table';
import { SectionTitle } from '../section-title';
import { AuditEntryDialog } from './audit-entry-dialog';
import {
  AuditFilters,
  filtersFromUrl,
  parseAuditFilters,
  writeFiltersToUrl,
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

const acceptedParams = (values: AuditFilterValues): AuditFilterParams | undefined => {
  const parsed = parseAuditFilters(values);
  return parsed.ok ? parsed.params : undefined;
};

/**
 * 'Actividad': the audit trail, newest first, a page at a time from the server, filtered by who,
 * which action and which days (each change asks the server for page 1, and the address keeps the
 * filters); a row's 'Ver detalle' shows its request, address and the whole row before and after.
 */
export function AuditSection() {
  const [urlParams, setUrlParams] = useSearchParams();
  const [filters, setFilters] = useState<AuditFilterValues>(() => filtersFromUrl(urlParams));
  // The last filters the server accepts: a value being typed that it would refuse asks nothing.
  const [applied, setApplied] = useState<AuditFilterParams>(() => acceptedParams(filters) ?? {});
  const [page, setPage] = useState(1);
  const query = useAdminAuditQuery(
    { page, pageSize: ADMIN_PAGE_SIZE, ...applied },
    { refetchOnMountOrArgChange: true },
  );
  const [shown, setShown] = useState<AuditEntryDto | null>(null);
  const [detailOpen, setDetailOpen] = useState(false);
  const refresh = () => void query.refetch();

  const changeFilters = (next: AuditFilterValues) => {
    setFilters(next);
    const accepted = acceptedParams(next);
    if (accepted) {
      setApplied(accepted);
      setPage(1);
      setUrlParams((current) => writeFiltersToUrl(current, next), { replace: true });
    }
  };

  return (
    <Stack spacing={2}>
      <SectionTitle title={TEXTS.title} refreshing={query.isFetching} onRefresh={refresh}>
        {TEXTS.intro}
      </SectionTitle>
      <AuditFilters values={filters} onChange={changeFilters} />
      <PagedTable
        query={query}
        texts={TEXTS}
        columns={COLUMNS}
        empty={TEXTS.empty}
        page={page}
        onPage={setPage}
      >
        {(rows) =>
          rows.map((entry) => (
            <EntryRow
              key={entry.id}
              entry={entry}
              onOpen={(opened) => {
                setShown(opened);
                setDetailOpen(true);
              }}
            />
          ))
        }
      </PagedTable>
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
