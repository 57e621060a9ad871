import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { addDays, calendarDaySchema } from '@power-gym/contracts';

const dayField = calendarDaySchema();

/**
 * 'Día anterior' / 'Hoy' / 'Día siguiente' and a date field, for a page about one day (the staff's
 * day, 'Caja del día'). A date field half typed reads as empty
 * or invalid: the day shown stays until it is a real date.
 */
export function DayPicker({
  date,
  onChange,
}: {
  date: string;
  /** The day chosen; null for today. */
  onChange: (date: string | null) => void;
}) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ alignItems: { xs: 'stretch', sm: 'center' }, flexWrap: 'wrap' }}
    >
      <Stack
        role="group"
        aria-label="Cambiar de día"
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
      >
        <Button
          variant="outlined"
          startIcon={<ChevronLeftIcon />}
          onClick={() => onChange(addDays(date, -1))}
        >
          Día anterior
        </Button>
        <Button variant="outlined" onClick={() => onChange(null)}>
          Hoy
        </Button>
        <Button
          variant="outlined"
          endIcon={<ChevronRightIcon />}
          onClick={() => onChange(addDays(date, 1))}
        >
          Día siguiente
        </Button>
      </Stack>
      <TextField
        type="date"
        size="small"
        label="Fecha"
        value={date}
        onChange={(event) => {
          const chosen = dayField.safeParse(event.target.value);
          if (chosen.success) onChange(chosen.data);
        }}
        slotProps={{ inputLabel: { shrink: true } }}
        // The browser's calendar button in the dark theme's colours.
        sx={{ '& input': { colorScheme: 'dark' }, minWidth: { sm: 180 } }}
      />
    </Stack>
  );
}
