import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { arrepentimientoBodySchema, type ArrepentimientoBody } from '@power-gym/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { fieldProps } from '@/components/forms/field-props';
import { useRequestArrepentimientoMutation } from '../api';
import { useLegalRequestSubmit } from '../hooks/use-legal-request-submit';
import { LEGAL_REQUEST_TEXTS } from '../texts';
import { LegalRequestPage } from './legal-request-page';
import { RequestForm } from './request-form';

const TEXTS = LEGAL_REQUEST_TEXTS.arrepentimiento;

type ArrepentimientoValues = z.input<typeof arrepentimientoBodySchema>;

/** /arrepentimiento: the purchase's e-mail and order number, no sign-in. */
export function ArrepentimientoPage() {
  const [request] = useRequestArrepentimientoMutation();
  const form = useForm<ArrepentimientoValues, unknown, ArrepentimientoBody>({
    resolver: zodResolver(arrepentimientoBodySchema),
    mode: 'onTouched',
    defaultValues: { email: '', orderId: '' },
  });
  const { submit, code, failure, again, sending } = useLegalRequestSubmit(form, (body) =>
    request(body).unwrap(),
  );
  // Registered in the order they are shown: the first refused one takes the focus.
  const email = fieldProps(form, 'email', { idPrefix: 'arrepentimiento' });
  const orderId = fieldProps(form, 'orderId', { idPrefix: 'arrepentimiento' });

  return (
    <LegalRequestPage title={TEXTS.title} paragraphs={[TEXTS.intro, TEXTS.steps]}>
      <RequestForm
        label={TEXTS.formLabel}
        submitLabel={TEXTS.submit}
        code={code}
        failure={failure}
        sending={sending}
        onSubmit={submit}
        onAgain={again}
      >
        <TextField
          {...email}
          label={TEXTS.email}
          type="email"
          autoComplete="email"
          required
          fullWidth
        />
        <TextField
          {...orderId}
          helperText={orderId.helperText ?? TEXTS.orderIdHint}
          label={TEXTS.orderId}
          required
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
      </RequestForm>
    </LegalRequestPage>
  );
}
