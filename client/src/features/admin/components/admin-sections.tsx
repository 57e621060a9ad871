import Button from '@mui/material/Button';
import {
  PROTECTED_ADMIN_NAME,
  type AdminOrderDto,
  type DiaHoraWithActivityDto,
  type UserDto,
} from '@power-gym/contracts';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useAppSelector } from '@/stores/hooks';
import {
  FIRST_PAGE,
  useAdminActivitiesQuery,
  useAdminDiscountsQuery,
  useAdminOrdersQuery,
  useAdminSlotsQuery,
  useAdminTrainersQuery,
  useAdminUsersQuery,
  useCatalogueActivitiesQuery,
  useCatalogueSlotsQuery,
  useCatalogueTrainersQuery,
} from '../api';
import { OWN_ORDER, useListControls, type ListControls } from '../hooks/use-list-controls';
import type { AdminSectionId, ListSectionId } from '../sections';
import type { CellRenderers } from '../utils/grid-columns';
import { SORT_OPTIONS, type AdminRow, type SortOption } from '../utils/table-values';
import type { CreateDialogState } from '../utils/use-create-form';
import { CreateActivityDialog } from './create-activity-dialog';
import { CreateDiscountDialog } from './create-discount-dialog';
import { CreateSlotDialog } from './create-slot-dialog';
import { CreateTrainerDialog } from './create-trainer-dialog';
import { ExportOrdersButton } from './export-orders-button';
import {
  ENDING,
  OrderStateFilter,
  orderFilterParams,
  type OrderFilter,
} from './order-state-filter';
import { CancelOrderButton, DeleteRowButton, DeleteUserButton, EditLink } from './row-actions';
import { SectionGrid, type PageQuery } from './section-grid';
import { SlotWaitlistDialog, slotTitle } from './slot-waitlist-dialog';
import { SummarySection } from './summary/summary-section';

function UsersSection() {
  const list = useListControls();
  const query = useAdminUsersQuery(list.args);
  const selfId = useAppSelector((state) => state.auth.user?.id);
  const renderActions = useCallback(
    (user: UserDto) => (
      <>
        <EditLink section="usuarios" row={user} />
        <DeleteUserButton
          user={user}
          disabled={user.id === selfId || user.name === PROTECTED_ADMIN_NAME}
        />
      </>
    ),
    [selfId],
  );
  return (
    <SectionGrid
      section="usuarios"
      list={list}
      query={query}
      actionButtons={2}
      renderActions={renderActions}
    />
  );
}

type CatalogSectionId = Exclude<ListSectionId, 'usuarios' | 'ordenes'>;

/** A catalogue section: edit and delete on each row, and 'Agregar' opening its create dialog. */
function CatalogSection<T extends AdminRow>({
  section,
  list,
  query,
  renderCreateDialog,
  renderCells,
}: {
  section: CatalogSectionId;
  list: ListControls;
  query: PageQuery<T>;
  renderCreateDialog: (dialog: CreateDialogState) => ReactNode;
  renderCells?: CellRenderers<T>;
}) {
  const [creating, setCreating] = useState(false);
  const renderActions = useCallback(
    (row: T) => (
      <>
        <EditLink section={section} row={row} />
        <DeleteRowButton section={section} row={row} />
      </>
    ),
    [section],
  );
  return (
    <>
      <SectionGrid
        section={section}
        list={list}
        query={query}
        onAdd={() => setCreating(true)}
        actionButtons={2}
        renderActions={renderActions}
        renderCells={renderCells}
      />
      {renderCreateDialog({ open: creating, onClose: () => setCreating(false) })}
    </>
  );
}

/** The class dialog chooses among every trainer and free slot, not the grid's page of them. */
function ActivitiesSection() {
  const list = useListControls();
  const query = useAdminActivitiesQuery(list.args);
  const allTrainers = useCatalogueTrainersQuery(undefined);
  const allSlots = useCatalogueSlotsQuery(undefined);
  const trainers = (allTrainers.data ?? []).map(({ id, name }) => ({ value: id, label: name }));
  const freeSlots = (allSlots.data ?? [])
    .filter((slot) => slot.activityId === null)
    .map((slot) => ({
      value: slot.id,
      label: `${slot.day} ${slot.hour} Hs (capacidad: ${slot.capacity})`,
    }));
  return (
    <CatalogSection
      section="clases"
      list={list}
      query={query}
      renderCreateDialog={(dialog) => (
        <CreateActivityDialog
          {...dialog}
          trainers={trainers}
          freeSlots={freeSlots}
          loadingChoices={allTrainers.isLoading || allSlots.isLoading}
        />
      )}
    />
  );
}

function TrainersSection() {
  const list = useListControls();
  const query = useAdminTrainersQuery(list.args);
  const allActivities = useCatalogueActivitiesQuery(undefined);
  const activities = (allActivities.data ?? []).map(({ id, name }) => ({ value: id, label: name }));
  return (
    <CatalogSection
      section="instructores"
      list={list}
      query={query}
      renderCreateDialog={(dialog) => (
        <CreateTrainerDialog
          {...dialog}
          activities={activities}
          loadingChoices={allActivities.isLoading}
        />
      )}
    />
  );
}

/** Every order but a cancelled or refunded one can be cancelled; a paid one is also refunded. */
const orderActions = (order: AdminOrderDto) =>
  order.state === 'Canceled' || order.state === 'Refunded' ? null : (
    <CancelOrderButton order={order} />
  );

/** 'Por vencer' lists the soonest end first: the server's own order, sent as no sort. */
const ENDING_SORT_OPTIONS: readonly SortOption[] = [
  { value: OWN_ORDER, label: 'Próximos a vencer' },
  ...SORT_OPTIONS,
];

function OrdersSection() {
  const [filter, setFilter] = useState<OrderFilter | undefined>();
  const list = useListControls(orderFilterParams(filter));
  const query = useAdminOrdersQuery(list.args);
  const changeFilter = (next: OrderFilter | undefined) => {
    setFilter(next);
    if (next === ENDING) list.onSortChange(OWN_ORDER);
    else if (list.sort === OWN_ORDER) list.onSortChange(FIRST_PAGE.sort);
  };
  // Only paid orders listed: their period matters, a reservation never does.
  const paidOnly = filter === 'Complete' || filter === ENDING;
  return (
    <SectionGrid
      section="ordenes"
      list={list}
      query={query}
      view={paidOnly ? 'paid' : undefined}
      sortOptions={filter === ENDING ? ENDING_SORT_OPTIONS : SORT_OPTIONS}
      filters={<OrderStateFilter value={filter} onChange={changeFilter} />}
      actions={<ExportOrdersButton />}
      actionButtons={1}
      renderActions={orderActions}
    />
  );
}

/** 'En espera': a slot's count opens its line, first to last. */
function SlotsSection() {
  const list = useListControls();
  const query = useAdminSlotsQuery(list.args);
  const [lineOf, setLineOf] = useState<DiaHoraWithActivityDto | null>(null);
  const [lineOpen, setLineOpen] = useState(false);
  const renderCells = useMemo<CellRenderers<DiaHoraWithActivityDto>>(
    () => ({
      waiting: (slot) =>
        slot.waiting > 0 ? (
          <Button
            size="small"
            aria-label={`Ver lista de espera de ${slotTitle(slot)}: ${slot.waiting} en espera`}
            onClick={() => {
              setLineOf(slot);
              setLineOpen(true);
            }}
            sx={{ minWidth: 0, px: 1.5 }}
          >
            {slot.waiting}
          </Button>
        ) : (
          '0'
        ),
    }),
    [],
  );
  return (
    <>
      <CatalogSection
        section="dias-y-horas"
        list={list}
        query={query}
        renderCreateDialog={(dialog) => <CreateSlotDialog {...dialog} />}
        renderCells={renderCells}
      />
      <SlotWaitlistDialog slot={lineOf} open={lineOpen} onClose={() => setLineOpen(false)} />
    </>
  );
}

function DiscountsSection() {
  const list = useListControls();
  const query = useAdminDiscountsQuery(list.args);
  return (
    <CatalogSection
      section="descuentos"
      list={list}
      query={query}
      renderCreateDialog={(dialog) => <CreateDiscountDialog {...dialog} />}
    />
  );
}

/** Each section loads, fails and retries on its own. */
export function AdminSection({ section }: { section: AdminSectionId }) {
  switch (section) {
    case 'resumen':
      return <SummarySection />;
    case 'usuarios':
      return <UsersSection />;
    case 'clases':
      return <ActivitiesSection />;
    case 'instructores':
      return <TrainersSection />;
    case 'ordenes':
      return <OrdersSection />;
    case 'dias-y-horas':
      return <SlotsSection />;
    case 'descuentos':
      return <DiscountsSection />;
  }
}
