import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatGymDate,
  sessionLabel,
  type MakeupDto,
  type TimetableEntryDto,
} from '@power-gym/contracts';
import { useId, useState } from 'react';
import { ClosableDialog } from '@/components/ui/closable-dialog';
import { LoadingCards } from '@/components/ui/loading-cards';
import { QueryList } from '@/components/ui/query-list';
import { showAlert } from '@/lib/alert';
import { apiErrorText } from '@/lib/api-error';
import { useBookMakeupMutation, useGetMakeupOptionsQuery } from '../api';

/** Placeholders stacked as the list's rows will be. */
const STACKED = { display: 'grid', gap: 1.5 };

const creditName = (credit: MakeupDto) =>
  `${credit.activity} · vence el ${formatGymDate(credit.expiresAt)} (${credit.reason})`;

const placesLeft = (free: number) => (free === 1 ? 'Queda 1 lugar' : `Quedan ${free} lugares`);

/**
 * 'Recuperar una clase': the member picks one of their credits, then a coming session of the same
 * class with a free place before it expires, as the server lists them.
 */
export function MakeupDialog({
  credits,
  open,
  onClose,
}: {
  credits: readonly MakeupDto[];
  open: boolean;
  onClose: () => void;
}) {
  const labelId = useId();
  const [creditId, setCreditId] = useState(credits[0]?.id ?? 0);
  const credit = credits.find((c) => c.id === creditId) ?? credits[0];

  return (
    <ClosableDialog title="Recuperar una clase" open={open} onClose={onClose} maxWidth="sm">
      <Stack spacing={2}>
        {credits.length > 1 ? (
          <FormControl fullWidth size="small">
            <InputLabel id={labelId}>Clase a recuperar</InputLabel>
            <Select
              labelId={labelId}
              label="Clase a recuperar"
              value={credit?.id ?? ''}
              onChange={(event) => setCreditId(Number(event.target.value))}
            >
              {credits.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {creditName(c)}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        ) : (
          credit && <Typography>{creditName(credit)}</Typography>
        )}
        {credit && <MakeupOptions credit={credit} onBooked={onClose} />}
      </Stack>
    </ClosableDialog>
  );
}

function MakeupOptions({ credit, onBooked }: { credit: MakeupDto; onBooked: () => void }) {
  const headingId = useId();
  const query = useGetMakeupOptionsQuery(credit.id);
  const [book, { isLoading: booking }] = useBookMakeupMutation();

  const reserve = async (option: TimetableEntryDto) => {
    const when = sessionLabel(option.date, option.hour);
    try {
      await book({ creditId: credit.id, diaHoraId: option.diaHoraId, date: option.date }).unwrap();
      onBooked();
      void showAlert({
        icon: 'success',
        title: 'Reservaste tu clase para recuperar',
        text: `${option.activity}, ${when}`,
      });
    } catch (failure) {
      void showAlert({
        icon: 'error',
        title: apiErrorText(failure, 'No pudimos reservar la clase, intentá nuevamente'),
      });
    }
  };

  return (
    <Stack spacing={1}>
      <Typography id={headingId} variant="subtitle1" component="h3">
        Clases con lugar
      </Typography>
      <QueryList
        query={query}
        loading={
          <LoadingCards label="Buscando clases con lugar" count={2} height={56} sx={STACKED} />
        }
        errorMessage="No pudimos cargar las clases con lugar."
        isEmpty={(options) => options.length === 0}
        emptyText="No hay clases con lugar antes de que venza tu crédito."
      >
        {(options) => (
          <Stack
            component="ul"
            spacing={1}
            aria-labelledby={headingId}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {options.map((option) => {
              const when = sessionLabel(option.date, option.hour);
              return (
                <Stack
                  component="li"
                  key={`${option.diaHoraId}-${option.date}`}
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'center', justifyContent: 'space-between' }}
                >
                  <span>
                    <Typography>{when}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {placesLeft(option.free)}
                      {option.trainers.length > 0 ? ` · ${option.trainers.join(', ')}` : ''}
                    </Typography>
                  </span>
                  <Button
                    variant="contained"
                    size="small"
                    disabled={booking}
                    onClick={() => void reserve(option)}
                    aria-label={`Reservar ${option.activity} ${when}`}
                  >
                    Reservar
                  </Button>
                </Stack>
              );
            })}
          </Stack>
        )}
      </QueryList>
    </Stack>
  );
}
