import { PROTECTED_ADMIN_NAME, type UserDto } from '@power-gym/contracts';
import { useState } from 'react';
import { useAppSelector } from '@/stores/hooks';
import type { AdminData } from '../hooks/use-admin-data';
import { sectionLabel, type AdminSectionId } from '../sections';
import { CreateActivityDialog } from './create-activity-dialog';
import { CreateDiscountDialog } from './create-discount-dialog';
import { CreateSlotDialog } from './create-slot-dialog';
import { CreateTrainerDialog } from './create-trainer-dialog';
import { CancelOrderButton, DeleteRowButton, DeleteUserButton, EditLink } from './row-actions';
import { SectionTable } from './section-table';

interface SectionProps {
  data: AdminData;
}

/** A query's table props: its rows, refresh and whether it is refetching. */
function tableProps<T>(query: {
  data?: T[] | undefined;
  isFetching: boolean;
  refetch: () => unknown;
}) {
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

function ActivitiesSection({ data }: SectionProps) {
  const [creating, setCreating] = useState(false);
  const trainers = (data.trainers.data ?? []).map(({ id, name }) => ({ value: id, label: name }));
  const freeSlots = (data.slots.data ?? [])
    .filter((slot) => slot.activityId === null)
    .map((slot) => ({
      value: slot.id,
      label: `${slot.day} ${slot.hour} Hs (capacidad: ${slot.capacity})`,
    }));
  return (
    <>
      <SectionTable
        title={sectionLabel('clases')}
        {...tableProps(data.activities)}
        onAdd={() => setCreating(true)}
        renderActions={(activity) => (
          <>
            <EditLink section="clases" row={activity} />
            <DeleteRowButton section="clases" row={activity} />
          </>
        )}
      />
      <CreateActivityDialog
        open={creating}
        onClose={() => setCreating(false)}
        trainers={trainers}
        freeSlots={freeSlots}
      />
    </>
  );
}

function TrainersSection({ data }: SectionProps) {
  const [creating, setCreating] = useState(false);
  const activities = (data.activities.data ?? []).map(({ id, name }) => ({
    value: id,
    label: name,
  }));
  return (
    <>
      <SectionTable
        title={sectionLabel('instructores')}
        {...tableProps(data.trainers)}
        onAdd={() => setCreating(true)}
        renderActions={(trainer) => (
          <>
            <EditLink section="instructores" row={trainer} />
            <DeleteRowButton section="instructores" row={trainer} />
          </>
        )}
      />
      <CreateTrainerDialog
        open={creating}
        onClose={() => setCreating(false)}
        activities={activities}
      />
    </>
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
  const [creating, setCreating] = useState(false);
  return (
    <>
      <SectionTable
        title={sectionLabel('dias-y-horas')}
        {...tableProps(data.slots)}
        onAdd={() => setCreating(true)}
        renderActions={(slot) => (
          <>
            <EditLink section="dias-y-horas" row={slot} />
            <DeleteRowButton section="dias-y-horas" row={slot} />
          </>
        )}
      />
      <CreateSlotDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}

function DiscountsSection({ data }: SectionProps) {
  const [creating, setCreating] = useState(false);
  return (
    <>
      <SectionTable
        title={sectionLabel('descuentos')}
        {...tableProps(data.discounts)}
        onAdd={() => setCreating(true)}
        renderActions={(discount) => (
          <>
            <EditLink section="descuentos" row={discount} />
            <DeleteRowButton section="descuentos" row={discount} />
          </>
        )}
      />
      <CreateDiscountDialog open={creating} onClose={() => setCreating(false)} />
    </>
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
