import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { DiaHoraWithActivityDto, SlotWaitlistEntryDto } from '@power-gym/contracts';
import { ClosableDialog } from '@/components/ui/closable-dialog';
import { QueryError } from '@/components/ui/query-error';
import { StackedCell, StackedRow, StackedTable } from '@/components/ui/stacked-table';
import { dayLabel, formatDate, formatDateTime } from '@/lib/format';
import { useSlotWaitlistQuery } from '../api';

const LINE_COLUMNS = [
  { label: 'Lugar' },
  { label: 'Nombre' },
  { label: 'Email' },
  { label: 'Anotado el' },
  { label: 'Lugar ofrecido' },
] as const;

/** 'Funcional Miércoles 08:00', or the slot alone while no class has it. */
export function slotTitle(slot: DiaHoraWithActivityDto): string {
  const when = `${dayLabel(slot.day)} ${slot.hour}`;
  return slot.activity ? `${slot.activity.name} ${when}` : when;
}

/** 'En espera' of a slot: who waits for it, first to last, and who holds a place offered. */
export function SlotWaitlistDialog({
  slot,
  open,
  onClose,
}: {
  /** The slot last opened: it keeps the title while the dialog fades out. */
  slot: DiaHoraWithActivityDto | null;
  open: boolean;
  onClose: () => void;
}) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <ClosableDialog
      title={slot ? `Lista de espera: ${slotTitle(slot)}` : 'Lista de espera'}
      open={open && slot !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      dividers
    >
      {/* Mounted only while open: the line is read fresh each time it is opened. */}
      {open && slot && <SlotLine slotId={slot.id} />}
    </ClosableDialog>
  );
}

function SlotLine({ slotId }: { slotId: number }) {
  const { data, isLoading, isError, isFetching, refetch } = useSlotWaitlistQuery(slotId, {
    refetchOnMountOrArgChange: true,
  });
  if (isLoading) {
    return (
      <Stack spacing={1} role="status" aria-label="Cargando la lista de espera">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="rounded" height={40} />
        ))}
      </Stack>
    );
  }
  if (isError || !data) {
    return (
      <QueryError
        message="No pudimos cargar la lista de espera."
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  if (data.length === 0) {
    return <Typography>Nadie está esperando un lugar en este horario.</Typography>;
  }
  return (
    <StackedTable label="Personas en espera" columns={LINE_COLUMNS} size="small">
      {data.map((entry) => (
        <StackedRow key={entry.userId}>
          <StackedCell>{entry.position}</StackedCell>
          <StackedCell>
            {entry.name} {entry.lastName}
          </StackedCell>
          <StackedCell>{entry.email}</StackedCell>
          <StackedCell>{formatDate(entry.joinedAt)}</StackedCell>
          <StackedCell>{offerText(entry)}</StackedCell>
        </StackedRow>
      ))}
    </StackedTable>
  );
}

function offerText({ offer }: SlotWaitlistEntryDto): string {
  return offer ? `Sí, hasta el ${formatDateTime(offer.expiresAt)}` : 'No';
}
