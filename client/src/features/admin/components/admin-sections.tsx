import { PROTECTED_ADMIN_NAME, type UserDto } from '@power-gym/contracts';
import { useState, type ReactNode } from 'react';
import { useAppSelector } from '@/stores/hooks';
import type { AdminData } from '../hooks/use-admin-data';
import { sectionLabel, type AdminSectionId } from '../sections';
import type { AdminRow } from '../utils/table-values';
import type { CreateDialogState } from '../utils/use-create-form';
import { CreateActivityDialog } from './create-activity-dialog';
import { CreateDiscountDialog } from './create-discount-dialog';
import { CreateSlotDialog } from './create-slot-dialog';
import { CreateTrainerDialog } from './create-trainer-dialog';
import { CancelOrderButton, DeleteRowButton, DeleteUserButton, EditLink } from './row-actions';
import { SectionTable } from './section-table';

interface SectionProps {
  data: AdminData;
}

/** What a section's table takes from its list query. */
interface ListQuery<T> {
  data?: T[] | undefined;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A query's table props: its rows, refresh and whether it is refetching. */
function tableProps<T>(query: ListQuery<T>) {
  return {
    rows: query.data ?? [],
    refreshing: query.isFetching,
    onRefresh: () => void query.refetch(),
  };
}

function UsersSection({ data }: SectionProps) {
  const selfId = useAppSelector((state) => state.auth.user?.id);
  const protectedUser = (user: UserDto) => user.id === selfId || user.name === PROTECTED_ADMIN_NAME;
  return (
    <SectionTable
      title={sectionLabel('usuarios')}
      {...tableProps(data.users)}
      renderActions={(user) => (
        <>
          <EditLink section="usuarios" row={user} />
          <DeleteUserButton user={user} disabled={protectedUser(user)} />
        </>
      )}
    />
  );
}

type CatalogSectionId = Exclude<AdminSectionId, 'usuarios' | 'ordenes'>;

/** A catalogue section: edit and delete on each row, and 'Agregar' opening its create dialog. */
function CatalogSection<T extends AdminRow>({
  section,
  query,
  renderCreateDialog,
}: {
  section: CatalogSectionId;
  query: ListQuery<T>;
  renderCreateDialog: (dialog: CreateDialogState) => ReactNode;
}) {
  const [creating, setCreating] = useState(false);
  return (
    <>
      <SectionTable
        title={sectionLabel(section)}
        {...tableProps(query)}
        onAdd={() => setCreating(true)}
        renderActions={(row) => (
          <>
            <EditLink section={section} row={row} />
            <DeleteRowButton section={section} row={row} />
          </>
        )}
      />
      {renderCreateDialog({ open: creating, onClose: () => setCreating(false) })}
    </>
  );
}

function ActivitiesSection({ data }: SectionProps) {
  const trainers = (data.trainers.data ?? []).map(({ id, name }) => ({ value: id, label: name }));
  const freeSlots = (data.slots.data ?? [])
    .filter((slot) => slot.activityId === null)
    .map((slot) => ({
      value: slot.id,
      label: `${slot.day} ${slot.hour} Hs (capacidad: ${slot.capacity})`,
    }));
  return (
    <CatalogSection
      section="clases"
      query={data.activities}
      renderCreateDialog={(dialog) => (
        <CreateActivityDialog {...dialog} trainers={trainers} freeSlots={freeSlots} />
      )}
    />
  );
}

function TrainersSection({ data }: SectionProps) {
  const activities = (data.activities.data ?? []).map(({ id, name }) => ({
    value: id,
    label: name,
  }));
  return (
    <CatalogSection
      section="instructores"
      query={data.trainers}
      renderCreateDialog={(dialog) => <CreateTrainerDialog {...dialog} activities={activities} />}
    />
  );
}

function OrdersSection({ data }: SectionProps) {
  return (
    <SectionTable
      title={sectionLabel('ordenes')}
      {...tableProps(data.orders)}
      renderActions={(order) =>
        order.state === 'Canceled' ? null : <CancelOrderButton order={order} />
      }
    />
  );
}

function SlotsSection({ data }: SectionProps) {
  return (
    <CatalogSection
      section="dias-y-horas"
      query={data.slots}
      renderCreateDialog={(dialog) => <CreateSlotDialog {...dialog} />}
    />
  );
}

function DiscountsSection({ data }: SectionProps) {
  return (
    <CatalogSection
      section="descuentos"
      query={data.discounts}
      renderCreateDialog={(dialog) => <CreateDiscountDialog {...dialog} />}
    />
  );
}

export function AdminSection({ section, data }: { section: AdminSectionId; data: AdminData }) {
  switch (section) {
    case 'usuarios':
      return <UsersSection data={data} />;
    case 'clases':
      return <ActivitiesSection data={data} />;
    case 'instructores':
      return <TrainersSection data={data} />;
    case 'ordenes':
      return <OrdersSection data={data} />;
    case 'dias-y-horas':
      return <SlotsSection data={data} />;
    case 'descuentos':
      return <DiscountsSection data={data} />;
  }
}
