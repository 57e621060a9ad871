import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {
  ADMIN_PAGE_SIZE,
  formatGymDateTime,
  type LegalRequestDto,
  type LegalRequestState,
} from '@power-gym/contracts';
import { useState } from 'react';
import { StackedCell, StackedRow } from '@/components/ui/stacked-table';
import { useAdminLegalRequestsQuery } from '../../legal-requests-api';
import { PagedTable } from '../paged-table';
import { SectionTitle } from '../section-title';
import { LegalRequestActions } from './legal-request-actions';
import { LegalRequestStateFilter } from './legal-request-state-filter';
import { LEGAL_REQUEST_ADMIN_TEXTS as TEXTS, requesterOf } from './legal-request-texts';
import { RejectLegalRequestDialog } from './reject-legal-request-dialog';

const COLUMNS = Object.values(TEXTS.columns).map((label) => ({ label }));

const STATE_COLORS: Record<LegalRequestState, 'default' | 'info' | 'success' | 'warning'> = {
  'Sin confirmar': 'default',
  Confirmada: 'warning',
  Resuelta: 'success',
  Rechazada: 'info',
};

const moment = (at: string | null) => (at === null ? TEXTS.none : formatGymDateTime(at));

function RequestRow({
  request,
  onReject,
}: {
  request: LegalRequestDto;
  onReject: (request: LegalRequestDto) => void;
}) {
  return (
    <StackedRow>
      <StackedCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
        {request.code}
      </StackedCell>
      <StackedCell>{request.kind}</StackedCell>
      <StackedCell sx={{ overflowWrap: 'anywhere' }}>{requesterOf(request)}</StackedCell>
      <StackedCell>
        {request.orderId === null ? TEXTS.none : TEXTS.order(request.orderId)}
      </StackedCell>
      <StackedCell>
        <Chip
          size="small"
          variant="outlined"
          color={STATE_COLORS[request.state]}
          label={request.state}
        />
      </StackedCell>
      <StackedCell>{request.reason ?? TEXTS.none}</StackedCell>
      <StackedCell>{moment(request.createdAt)}</StackedCell>
      <StackedCell>{moment(request.confirmedAt)}</StackedCell>
      <StackedCell>{moment(request.resolvedAt)}</StackedCell>
      <StackedCell>
        {request.state === 'Confirmada' ? (
          <LegalRequestActions request={request} onReject={onReject} />
        ) : (
          TEXTS.none
        )}
      </StackedCell>
    </StackedRow>
  );
}

/**
 * 'Solicitudes': the arrepentimientos and bajas, newest first, a page at a time from the server,
 * filtered by state; a 'Confirmada' one is resolved or rejected with a reason.
 */
export function LegalRequestsSection() {
  const [state, setState] = useState<LegalRequestState | undefined>();
  const [page, setPage] = useState(1);
  const query = useAdminLegalRequestsQuery({ page, pageSize: ADMIN_PAGE_SIZE, state });
  const [rejecting, setRejecting] = useState<LegalRequestDto | null>(null);
  const refresh = () => void query.refetch();

  return (
    <Stack spacing={2}>
      <SectionTitle title={TEXTS.title} refreshing={query.isFetching} onRefresh={refresh}>
        {TEXTS.intro}
      </SectionTitle>
      <Box>
        <LegalRequestStateFilter
          value={state}
          onChange={(next) => {
            setState(next);
            setPage(1);
          }}
        />
      </Box>
      <PagedTable
        query={query}
        texts={TEXTS}
        columns={COLUMNS}
        empty={state === undefined ? TEXTS.empty : TEXTS.emptyIn(state)}
        page={page}
        onPage={setPage}
      >
        {(rows) =>
          rows.map((request) => (
            <RequestRow key={request.code} request={request} onReject={setRejecting} />
          ))
        }
      </PagedTable>
      {rejecting !== null && (
        <RejectLegalRequestDialog request={rejecting} onClose={() => setRejecting(null)} />
      )}
    </Stack>
  );
}
