import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { periodQuerySchema, type PeriodQuery } from '@power-gym/contracts';
import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '@/components/ui/form-dialog';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { apiErrorFields, apiErrorText } from '@/lib/api-error';
import { gymDay } from '@/lib/format';
import { useExportOrdersMutation } from '../api';
import { EXPORT_ORDERS_TEXTS } from '../messages';
import { fieldProps } from '../utils/field-props';

/** The dialog's two date fields, as typed ('' when cleared: the server's default then). */
interface PeriodForm {
  from: string;
  to: string;
}

const PERIOD_FIELDS = ['from', 'to'] as const;

/**
 * A date field's props: each day also checks the other, so 'desde' after 'hasta' shows on 'Desde'
 * whichever of the two was changed.
 */
function dateFieldProps(
  form: UseFormReturn<PeriodForm, unknown, PeriodQuery>,
  name: (typeof PERIOD_FIELDS)[number],
) {
  return fieldProps(form, name, { idPrefix: 'export', deps: [name === 'from' ? 'to' : 'from'] });
}

/** This month so far, in the gym's time zone: the first day of the month to today. */
function thisMonth(): PeriodForm {
  const today = gymDay();
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/**
 * 'Exportar órdenes': 'Desde' and 'Hasta' (this month so far) and 'Descargar', which saves the
 * orders of those days as a CSV. A refusal shows the server's reason, and each field its own.
 */
export function ExportOrdersDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [exportOrders] = useExportOrdersMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PeriodForm, unknown, PeriodQuery>({
    // The contract's own schema, as the server checks it: AAAA-MM-DD, 'desde' ≤ 'hasta', ≤ 5 years.
    resolver: zodResolver(periodQuerySchema as z.ZodType<PeriodQuery, PeriodForm>),
    mode: 'all',
    defaultValues: thisMonth(),
  });
  const close = () => {
    form.reset(thisMonth());
    setFailure(null);
    onClose();
  };
  const onSubmit = form.handleSubmit(async (period) => {
    setFailure(null);
    try {
      await exportOrders(period).unwrap();
      close();
    } catch (error) {
      const fields = apiErrorFields(error);
      const others: string[] = [];
      for (const [name, message] of Object.entries(fields)) {
        if (name === 'from' || name === 'to') form.setError(name, { message });
        else others.push(message);
      }
      setFailure(
        [apiErrorText(error, EXPORT_ORDERS_TEXTS.failure), ...others]
          .filter((text, index, all) => all.indexOf(text) === index)
          .join('. '),
      );
    }
  });
  const { isSubmitting, isValid } = form.formState;
  return (
    <FormDialog
      title={EXPORT_ORDERS_TEXTS.title}
      open={open}
      onClose={close}
      onSubmit={(event) => void onSubmit(event)}
      canSubmit={isValid}
      submitting={isSubmitting}
      submitLabel="Descargar"
      maxWidth="xs"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {EXPORT_ORDERS_TEXTS.description}
        </Typography>
        {PERIOD_FIELDS.map((name) => (
          <TextField
            key={name}
            {...dateFieldProps(form, name)}
            type="date"
            label={name === 'from' ? 'Desde' : 'Hasta'}
            autoFocus={name === 'from'}
            slotProps={{ inputLabel: { shrink: true } }}
            // The browser's calendar button in the dark theme's colours.
            sx={{ '& input': { colorScheme: 'dark' } }}
          />
        ))}
        {failure !== null && <Alert severity="error">{failure}</Alert>}
        <Box role="status" sx={visuallyHidden}>
          {isSubmitting ? EXPORT_ORDERS_TEXTS.downloading : ''}
        </Box>
      </Stack>
    </FormDialog>
  );
}
