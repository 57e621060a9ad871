import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {
  PROTECTED_ADMIN_NAME,
  REVIEW_RATING_MAX,
  type AdminActivityDto,
  type AdminOrderDto,
  type AdminReviewDto,
  type AdminSlotDto,
  type AdminTrainerDto,
  type AdminUserDto,
  isLiveSubscription,
} from '@power-gym/contracts';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useAppSelector } from '@/stores/hooks';
import {
  FIRST_PAGE,
  useAdminActivitiesQuery,
  useAdminDiscountsQuery,
  useAdminOrdersQuery,
  useAdminReviewsQuery,
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
import { ARCHIVE_TEXTS, REVIEW_VISIBILITY_TEXTS, type ArchivableSectionId } from '../messages';
import { EditActivityTextsButton, EditTrainerTextsButton } from './edit-texts-dialog';
import {
  ArchiveRowButton,
  CancelDebitButton,
  CancelOrderButton,
  DeleteRowButton,
  DeleteUserButton,
  EditLink,
  ReviewVisibilityButton,
} from './row-actions';
import { PriceChangeButton, PriceChangeDialog } from './price-change-dialog';
import { SectionGrid, type PageQuery } from './section-grid';
import { SlotWaitlistDialog, slotTitle } from './slot-waitlist-dialog';
import { SummarySection } from './summary/summary-section';
import { ClosuresSection } from './closures/closures-section';
import { LegalRequestsSection } from './legal-requests/legal-requests-section';
import { AuditSection } from './audit/audit-section';
import { WeekSection } from './week-calendar/week-section';

function UsersSection() {
  const list = useListControls();
  const query = useAdminUsersQuery(list.args);
  const selfId = useAppSelector((state) => state.auth.user?.id);
  const renderActions = useCallback(
    (user: AdminUserDto) => (
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

type CatalogSectionId = Exclude<ListSectionId, 'usuarios' | 'ordenes' | 'resenas'>;

/** A row's text with, when archived, its 'Archivada' / 'Archivado' mark (on a phone too). */
function withArchivedMark(section: ArchivableSectionId, text: string, archivedAt: string | null) {
  if (archivedAt === null) return text;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <span>{text}</span>
      <Chip size="small" color="warning" variant="outlined" label={ARCHIVE_TEXTS[section].mark} />
    </Stack>
  );
}

const isArchivable = (section: CatalogSectionId): section is ArchivableSectionId =>
  section !== 'descuentos';

/**
 * A catalogue section: edit, 'Archivar' / 'Restaurar' (classes, trainers and slots), any
 * `extraActions` and delete on each row, and 'Agregar' opening its create dialog.
 */
function CatalogSection<T extends AdminRow>({
  section,
  list,
  query,
  renderCreateDialog,
  renderCells,
  extraActions,
  extraActionCount = 1,
}: {
  section: CatalogSectionId;
  list: ListControls;
  query: PageQuery<T>;
  renderCreateDialog: (dialog: CreateDialogState) => ReactNode;
  renderCells?: CellRenderers<T>;
  /** Buttons after 'Editar'; the same function between renders (useCallback). */
  extraActions?: (row: T) => ReactNode;
  /** How many buttons `extraActions` draws at most. */
  extraActionCount?: number;
}) {
  const [creating, setCreating] = useState(false);
  const renderActions = useCallback(
    (row: T) => (
      <>
        <EditLink section={section} row={row} />
        {extraActions?.(row)}
        {isArchivable(section) && 'archivedAt' in row && (
          <ArchiveRowButton section={section} row={row as T & { archivedAt: string | null }} />
        )}
        <DeleteRowButton section={section} row={row} />
      </>
    ),
    [section, extraActions],
  );
  const buttons = 2 + (isArchivable(section) ? 1 : 0) + (extraActions ? extraActionCount : 0);
  return (
    <>
      <SectionGrid
        section={section}
        list={list}
        query={query}
        onAdd={() => setCreating(true)}
        actionButtons={buttons}
        renderActions={renderActions}
        renderCells={renderCells}
      />
      {renderCreateDialog({ open: creating, onClose: () => setCreating(false) })}
    </>
  );
}

/**
 * The class dialog chooses among every trainer and free slot, not the grid's page of them. A row's
 * 'Aumento de cuota' opens its dialog, drawn outside the grid.
 */
function ActivitiesSection() {
  const list = useListControls();
  const [raising, setRaising] = useState<AdminActivityDto | null>(null);
  const [raiseOpen, setRaiseOpen] = useState(false);
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
  const renderCells = useMemo<CellRenderers<AdminActivityDto>>(
    () => ({ name: (row) => withArchivedMark('clases', row.name, row.archivedAt) }),
    [],
  );
  const extraActions = useCallback(
    (row: AdminActivityDto) => (
      <>
        <EditActivityTextsButton activity={row} />
        <PriceChangeButton
          activity={row}
          onOpen={(activity) => {
            setRaising(activity);
            setRaiseOpen(true);
          }}
        />
      </>
    ),
    [],
  );
  return (
    <>
      <CatalogSection
        section="clases"
        list={list}
        query={query}
        renderCells={renderCells}
        extraActions={extraActions}
        extraActionCount={2}
        renderCreateDialog={(dialog) => (
          <CreateActivityDialog
            {...dialog}
            trainers={trainers}
            freeSlots={freeSlots}
            loadingChoices={allTrainers.isLoading || allSlots.isLoading}
          />
        )}
      />
      <PriceChangeDialog activity={raising} open={raiseOpen} onClose={() => setRaiseOpen(false)} />
    </>
  );
}

function TrainersSection() {
  const list = useListControls();
  const query = useAdminTrainersQuery(list.args);
  const allActivities = useCatalogueActivitiesQuery(undefined);
  const activities = useMemo(
    () => (allActivities.data ?? []).map(({ id, name }) => ({ value: id, label: name })),
    [allActivities.data],
  );
  const renderCells = useMemo<CellRenderers<AdminTrainerDto>>(
    () => ({ name: (row) => withArchivedMark('instructores', row.name, row.archivedAt) }),
    [],
  );
  const extraActions = useCallback(
    (row: AdminTrainerDto) => (
      <EditTrainerTextsButton
        trainer={row}
        activities={activities}
        loadingChoices={allActivities.isLoading}
      />
    ),
    [activities, allActivities.isLoading],
  );
  return (
    <CatalogSection
      section="instructores"
      list={list}
      query={query}
      renderCells={renderCells}
      extraActions={extraActions}
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

/**
 * Every order but a cancelled or refunded one can be cancelled (a paid one is also refunded); a
 * débito that may still charge can be cancelled on its own.
 */
function orderActions(order: AdminOrderDto) {
  const open = order.state !== 'Canceled' && order.state !== 'Refunded';
  const debit = isLiveSubscription(order.subscription);
  if (!open && !debit) return null;
  return (
    <>
      {debit && <CancelDebitButton order={order} />}
      {open && <CancelOrderButton order={order} />}
    </>
  );
}

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
  const [lineOf, setLineOf] = useState<AdminSlotDto | null>(null);
  const [lineOpen, setLineOpen] = useState(false);
  const renderCells = useMemo<CellRenderers<AdminSlotDto>>(
    () => ({
      day: (slot) => withArchivedMark('dias-y-horas', slot.day, slot.archivedAt),
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

/** Reseñas: every rated review; 'Ocultar' takes one off the public pages, 'Mostrar' brings it back. */
function ReviewsSection() {
  const list = useListControls();
  const query = useAdminReviewsQuery(list.args);
  const renderCells = useMemo<CellRenderers<AdminReviewDto>>(
    () => ({
      hiddenAt: (review) =>
        review.hiddenAt === null ? (
          REVIEW_VISIBILITY_TEXTS.shown
        ) : (
          <Chip
            size="small"
            color="warning"
            variant="outlined"
            label={REVIEW_VISIBILITY_TEXTS.hidden}
          />
        ),
      rating: (review) => `${review.rating ?? 0} de ${REVIEW_RATING_MAX}`,
    }),
    [],
  );
  const renderActions = useCallback(
    (review: AdminReviewDto) => <ReviewVisibilityButton review={review} />,
    [],
  );
  return (
    <SectionGrid
      section="resenas"
      list={list}
      query={query}
      actionButtons={1}
      renderActions={renderActions}
      renderCells={renderCells}
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
    case 'semana':
      return <WeekSection />;
    case 'feriados':
      return <ClosuresSection />;
    case 'descuentos':
      return <DiscountsSection />;
    case 'resenas':
      return <ReviewsSection />;
    case 'solicitudes':
      return <LegalRequestsSection />;
    case 'actividad':
      return <AuditSection />;
  }
}
