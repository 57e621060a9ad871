import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  PHONE_FORMAT_EXAMPLE,
  deskRegisterBodySchema,
  type DeskRegisterForm,
  type FoundMemberDto,
  type UserDto,
} from '@power-gym/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog, formDialogState } from '@/components/ui/form-dialog';
import { showAlert } from '@/lib/alert';
import { apiErrorFields, apiErrorText } from '@/lib/api-error';
import { useRegisterMemberMutation } from '../register-api';
import { EmailField } from '@/components/forms/email-field';
import { fieldProps } from '@/components/forms/field-props';
import { PhoneField } from '@/components/forms/phone-field';

export const REGISTER_MEMBER_TEXTS = {
  title: 'Registrar socio nuevo',
  submit: 'Registrar',
  phoneHint: 'Opcional',
  failed: 'No pudimos registrar al socio. Intentá de nuevo',
  done: 'Socio registrado',
  mailed: (email: string) => `Le enviamos un e-mail a ${email} para que elija su contraseña.`,
} as const;

const TEXTS = REGISTER_MEMBER_TEXTS;
const EMPTY: DeskRegisterForm = { name: '', lastName: '', email: '', phoneNumber: '' };
const isField = (name: string): name is keyof DeskRegisterForm => name in EMPTY;

/** The new member as the desk's search finds them: no membership yet. */
function foundMember({ id, name, lastName, image, email }: UserDto): FoundMemberDto {
  return { id, name, lastName, image, email, membership: { status: 'Vencida', endsAt: null } };
}

interface RegisterMemberDialogProps {
  open: boolean;
  onClose: () => void;
  /** The member just registered, to sell to at once. */
  onRegistered: (member: FoundMemberDto) => void;
}

/**
 * 'Registrar socio nuevo': the desk registers a member who has no account yet, with the register
 * form's fields and rules but no password: the member chooses it from the mail the server sends.
 */
export function RegisterMemberDialog({ open, onClose, onRegistered }: RegisterMemberDialogProps) {
  const [registerMember] = useRegisterMemberMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<DeskRegisterForm>({
    resolver: zodResolver(deskRegisterBodySchema),
    mode: 'all',
    defaultValues: EMPTY,
  });
  const dialog = formDialogState(
    form,
    () => {
      setFailure(null);
      onClose();
    },
    EMPTY,
  );

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const member = await registerMember(body).unwrap();
      onRegistered(foundMember(member));
      dialog.onClose();
      void showAlert({ icon: 'success', title: TEXTS.done, text: TEXTS.mailed(member.email) });
    } catch (error) {
      // The server's refusal, in the dialog: an e-mail with an account, or a field it refused.
      for (const [field, message] of Object.entries(apiErrorFields(error))) {
        if (isField(field)) form.setError(field, { type: 'server', message });
      }
      setFailure(apiErrorText(error, TEXTS.failed));
    }
  });

  const phone = fieldProps(form, 'phoneNumber');

  return (
    <FormDialog
      title={TEXTS.title}
      open={open}
      {...dialog}
      onSubmit={submit}
      submitLabel={TEXTS.submit}
      maxWidth="xs"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {failure !== null && <Alert severity="error">{failure}</Alert>}
        <TextField
          {...fieldProps(form, 'name')}
          id="desk-register-name"
          label="Nombre"
          autoComplete="off"
          required
          autoFocus
        />
        <TextField
          {...fieldProps(form, 'lastName')}
          id="desk-register-lastName"
          label="Apellido"
          autoComplete="off"
          required
        />
        <EmailField {...fieldProps(form, 'email')} id="desk-register-email" required />
        <PhoneField
          {...phone}
          id="desk-register-phoneNumber"
          label="Teléfono"
          placeholder={PHONE_FORMAT_EXAMPLE}
          helperText={phone.helperText ?? TEXTS.phoneHint}
        />
      </Stack>
    </FormDialog>
  );
}
