import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  profileFormSchema,
  withoutPhonePrefix,
  withPhonePrefix,
  type ProfileForm,
  type UserDto,
} from '@power-gym/contracts';
import { useForm } from 'react-hook-form';
import { FormDialog, formDialogState } from '@/components/ui/form-dialog';
import { PhotoPicker } from '@/components/ui/photo-picker';
import { showAlert } from '@/lib/alert';
import { api } from '@/lib/api';
import { uploadPhoto, type UploadProgress } from '@/lib/photo-upload';
import { userUpdated } from '@/stores/auth-slice';
import { useAppDispatch } from '@/stores/hooks';
import { useUpdateUserMutation } from '../api';
import { fieldProps } from '@/components/forms/field-props';
import { PhoneField } from '@/components/forms/phone-field';

export const PROFILE_SAVED = 'edit profile';
export const PROFILE_SAVE_FAILED = 'algo salio mal';
export const PROFILE_SAVED_TIMER_MS = 2000;
export const PROFILE_FAILED_TIMER_MS = 3000;

interface EditProfileDialogProps {
  user: UserDto;
  open: boolean;
  onClose: () => void;
}

function formValues(user: UserDto): ProfileForm {
  return {
    name: user.name,
    lastName: user.lastName,
    phoneNumber: withoutPhonePrefix(user.phoneNumber),
  };
}

export function EditProfileDialog({ user, open, onClose }: EditProfileDialogProps) {
  const dispatch = useAppDispatch();
  const [updateUser] = useUpdateUserMutation();
  const form = useForm<ProfileForm>({
    resolver: zodResolver(profileFormSchema),
    mode: 'all',
    values: formValues(user),
  });
  const dialog = formDialogState(form, onClose, formValues(user));

  // The photo is saved as soon as it is uploaded, apart from the form's 'Guardar'.
  const uploadOwnPhoto = async (file: File, onProgress: UploadProgress) => {
    const saved = await uploadPhoto<UserDto>('/user/photo', file, onProgress);
    dispatch(userUpdated(saved));
    dispatch(api.util.invalidateTags([{ type: 'User', id: saved.uid }]));
    return saved.image ?? '';
  };

  const submit = form.handleSubmit(async ({ name, lastName, phoneNumber }) => {
    try {
      const saved = await updateUser({
        id: user.id,
        changes: { name, lastName, phoneNumber: withPhonePrefix(phoneNumber) },
      }).unwrap();
      dispatch(userUpdated(saved));
      onClose();
      void showAlert({ icon: 'success', title: PROFILE_SAVED, timer: PROFILE_SAVED_TIMER_MS });
    } catch (error) {
      console.error(error);
      void showAlert({ icon: 'error', title: PROFILE_SAVE_FAILED, timer: PROFILE_FAILED_TIMER_MS });
    }
  });

  return (
    <FormDialog
      title="Actualizar Datos"
      open={open}
      {...dialog}
      onSubmit={submit}
      submitLabel="Guardar"
      maxWidth="xs"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <PhotoPicker
          label="Cambiar foto"
          currentUrl={user.image}
          previewAlt="tu perfil"
          upload={uploadOwnPhoto}
          onUploaded={() => undefined}
        />
        <TextField
          {...fieldProps(form, 'name')}
          id="profile-name"
          label="Nombre"
          autoComplete="given-name"
          required
        />
        <TextField
          {...fieldProps(form, 'lastName')}
          id="profile-lastName"
          label="Apellido"
          autoComplete="family-name"
          required
        />
        <PhoneField
          {...fieldProps(form, 'phoneNumber')}
          id="profile-phoneNumber"
          label="Teléfono"
          required
        />
      </Stack>
    </FormDialog>
  );
}
