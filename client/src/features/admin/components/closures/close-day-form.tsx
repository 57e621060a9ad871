import { zodResolver } from '@hookform/resolvers/zod';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { calendarDaySchema, CLOSURE_MESSAGES, CLOSURE_REASON_MAX } from '@power-gym/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { showAlert } from '@/lib/alert';
import { apiErrorFields, apiErrorText } from '@/lib/api-error';
import { ADMIN_POPUP_MS } from '../../messages';
import { useSetClosureMutation } from '../../sessions-api';
import { fieldProps } from '../../utils/field-props';
import { CLOSURE_TEXTS } from './closure-texts';

const TEXTS = CLOSURE_TEXTS.form;

/** The day and the reason, checked as PUT /closures/{date} checks them (contracts' closures.ts). */
const closeDaySchema = z.object({
  date: z.string().min(1, TEXTS.dateRequired).pipe(calendarDaySchema()),
  reason: z
    .string()
    .trim()
    .min(1, CLOSURE_MESSAGES.reasonRequired)
    .max(CLOSURE_REASON_MAX, CLOSURE_MESSAGES.reasonTooLong),
});
type CloseDayForm = z.input<typeof closeDaySchema>;
type CloseDay = z.output<typeof closeDaySchema>;

const EMPTY: CloseDayForm = { date: '', reason: '' };

/**
 * 'Cerrar un día': a date from `today` on and the reason, PUT /closures/{date} `{ closed: true,
 * reason }`. A refusal ('Ese día ya pasó…') shows under the form, each field's on the field;
 * `onClosed` gets the day closed.
 */
export function CloseDayForm({
  today,
  onClosed,
}: {
  today: string;
  onClosed: (date: string) => void;
}) {
  const headingId = useId();
  const detailId = useId();
  const [setClosure] = useSetClosureMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CloseDayForm, unknown, CloseDay>({
    resolver: zodResolver(closeDaySchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const onSubmit = form.handleSubmit(async ({ date, reason }) => {
    setFailure(null);
    try {
      await setClosure({ date, body: { closed: true, reason } }).unwrap();
      form.reset(EMPTY);
      onClosed(date);
      void showAlert({
        icon: 'success',
        title: CLOSURE_TEXTS.confirmClose.success(date),
        timer: ADMIN_POPUP_MS,
      });
    } catch (error) {
      const fields = apiErrorFields(error);
      const others: string[] = [];
      for (const [name, message] of Object.entries(fields)) {
        if (name === 'date' || name === 'reason') form.setError(name, { message });
        else others.push(message);
      }
      const mapped = Object.keys(fields).length > others.length;
      const texts = [...(mapped ? [] : [apiErrorText(error, TEXTS.failure)]), ...others];
      setFailure(texts.length > 0 ? texts.join('. ') : null);
    }
  });
  const dateField = fieldProps(form, 'date', { idPrefix: 'cerrar-dia' });
  const reasonField = fieldProps(form, 'reason', { idPrefix: 'cerrar-dia' });
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}
    >
      <Stack spacing={2}>
        <Typography id={headingId} variant="h6" component="h3">
          {TEXTS.title}
        </Typography>
        <Typography id={detailId} color="text.secondary">
          {TEXTS.detail}
        </Typography>
        <Box
          component="form"
          noValidate
          aria-labelledby={headingId}
          aria-describedby={detailId}
          onSubmit={(event) => void onSubmit(event)}
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              md: 'minmax(0, 12rem) minmax(0, 1fr) auto',
            },
            alignItems: 'start',
          }}
        >
          <TextField
            {...dateField}
            type="date"
            label={TEXTS.date}
            required
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
            // The browser's calendar button in the dark theme's colours.
            sx={{ '& input': { colorScheme: 'dark' } }}
          />
          <TextField
            {...reasonField}
            helperText={reasonField.helperText ?? TEXTS.reasonHint}
            label={TEXTS.reason}
            required
            autoComplete="off"
          />
          <Button
            type="submit"
            variant="contained"
            color="error"
            startIcon={<EventBusyOutlinedIcon />}
            loading={form.formState.isSubmitting}
            sx={{ mt: { md: 1 } }}
          >
            {TEXTS.submit}
          </Button>
        </Box>
        {failure !== null && <Alert severity="error">{failure}</Alert>}
      </Stack>
    </Paper>
  );
}
