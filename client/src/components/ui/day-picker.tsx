import TextField from '@mui/material/TextField';
import { addDays, calendarDaySchema } from '@power-gym/contracts';
import { PeriodStepper } from './period-stepper';

const dayField = calendarDaySchema();

const DAY_LABELS = {
  navigation: 'Cambiar de día',
  previous: 'Día anterior',
  today: 'Hoy',
  next: 'Día siguiente',
};

/**
 * 'Día anterior' / 'Hoy' / 'Día siguiente' and a date field, for a page about one day (the staff's
 * day, 'Caja del día'). A date field half typed reads as empty or invalid: the day shown stays
 * until it is a real date.
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
    <PeriodStepper
      labels={DAY_LABELS}
      onStep={(direction) => onChange(addDays(date, direction))}
      onToday={() => onChange(null)}
    >
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
    </PeriodStepper>
  );
}
