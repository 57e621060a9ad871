import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { bajaBodySchema, type BajaBody } from '@power-gym/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { fieldProps } from '@/components/forms/field-props';
import { useRequestBajaMutation } from '../api';
import { useLegalRequestSubmit } from '../hooks/use-legal-request-submit';
import { LEGAL_REQUEST_TEXTS } from '../texts';
import { LegalRequestPage } from './legal-request-page';
import { RequestForm } from './request-form';

const TEXTS = LEGAL_REQUEST_TEXTS.baja;

type BajaValues = z.input<typeof bajaBodySchema>;

/** /baja: the member's e-mail, no sign-in. */
export function BajaPage() {
  const [request] = useRequestBajaMutation();
  const form = useForm<BajaValues, unknown, BajaBody>({
    resolver: zodResolver(bajaBodySchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const { submit, code, failure, again, sending } = useLegalRequestSubmit(form, (body) =>
    request(body).unwrap(),
  );

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
          {...fieldProps(form, 'email', { idPrefix: 'baja' })}
          label={TEXTS.email}
          type="email"
          autoComplete="email"
          required
          fullWidth
        />
      </RequestForm>
    </LegalRequestPage>
  );
}
