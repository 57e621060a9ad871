import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import {
  PROTECTED_ADMIN_NAME,
  updateActivityBodySchema,
  updateDiscountBodySchema,
  updateSlotBodySchema,
  updateTrainerBodySchema,
  type ActivityDto,
  type AdminDiscountDto,
  type DiaHoraWithActivityDto,
  type TrainerWithActivitiesDto,
  type UpdateActivityBody,
  type UpdateActivityInput,
  type UpdateDiscountBody,
  type UpdateDiscountInput,
  type UpdateSlotBody,
  type UpdateSlotInput,
  type UpdateTrainerBody,
  type UpdateTrainerInput,
  type UserDto,
} from '@power-gym/contracts';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useAppSelector } from '@/stores/hooks';
import {
  useSetUserAdminMutation,
  useUpdateActivityMutation,
  useUpdateDiscountMutation,
  useUpdateSlotMutation,
  useUpdateTrainerMutation,
} from '../api';
import { EDIT_TEXTS } from '../messages';
import { fieldProps } from '../utils/field-props';
import { saveWithPopups } from '../utils/save-with-popups';
import { CodeField, PercentField } from './discount-fields';
import { EditFormShell } from './edit-form-shell';
import { SelectField } from './select-field';
import { CapacityField, DAY_OPTIONS, HourField } from './slot-fields';

/** Called after the server accepted the save (never on a failed one). */
type OnSaved = () => void;

const READ_ONLY_USER_FIELDS = [
  ['name', 'Nombre'],
  ['lastName', 'Apellido'],
  ['email', 'Email'],
  ['phoneNumber', 'Teléfono'],
  ['image', 'Imagen'],
] as const;

/** Personal data stays the member's (DESIGN §6): the admin changes only isAdmin. */
export function UserEditForm({ user, onSaved }: { user: UserDto; onSaved: OnSaved }) {
  const selfId = useAppSelector((state) => state.auth.user?.id);
  const [isAdmin, setIsAdmin] = useState(user.isAdmin);
  const [setUserAdmin, { isLoading }] = useSetUserAdminMutation();
  const protectedAdmin = user.name === PROTECTED_ADMIN_NAME;
  const self = user.id === selfId;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await saveWithPopups(EDIT_TEXTS.usuarios, () =>
      setUserAdmin({ id: user.id, isAdmin }).unwrap(),
    );
    if (saved) onSaved();
  };

  return (
    <EditFormShell
      onSubmit={(event) => void submit(event)}
      canSave={!protectedAdmin && !self}
      saving={isLoading}
    >
      <Alert severity="info" variant="outlined">
        Solo el usuario puede cambiar sus datos personales.
      </Alert>
      {READ_ONLY_USER_FIELDS.map(([key, label]) => (
        <TextField
          key={key}
          id={`admin-user-${key}`}
          label={label}
          value={user[key] ?? ''}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
      ))}
      <FormControlLabel
        control={
          <Checkbox
            checked={isAdmin}
            onChange={(event) => setIsAdmin(event.target.checked)}
            disabled={protectedAdmin || self}
          />
        }
        label="¿Será administrador?"
      />
      {(protectedAdmin || self) && (
        <Alert severity="info">
          {protectedAdmin
            ? "Los permisos del usuario 'Admin' no se pueden cambiar."
            : 'No podés cambiar tus propios permisos de administrador.'}
        </Alert>
      )}
    </EditFormShell>
  );
}

export function ActivityEditForm({
  activity,
  onSaved,
}: {
  activity: ActivityDto;
  onSaved: OnSaved;
}) {
  const [updateActivity] = useUpdateActivityMutation();
  const form = useForm<UpdateActivityInput, unknown, UpdateActivityBody>({
    resolver: zodResolver(updateActivityBodySchema),
    mode: 'all',
    defaultValues: {
      name: activity.name,
      image: activity.image,
      video: activity.video ?? '',
      price: String(activity.price),
    },
  });
  const submit = form.handleSubmit(async (changes) => {
    const saved = await saveWithPopups(EDIT_TEXTS.clases, () =>
      updateActivity({ id: activity.id, changes }).unwrap(),
    );
    if (saved) onSaved();
  });
  return (
    <EditFormShell
      onSubmit={submit}
      canSave={form.formState.isValid}
      saving={form.formState.isSubmitting}
    >
      <TextField {...fieldProps(form, 'name')} label="Nombre" required />
      <TextField {...fieldProps(form, 'image')} label="Imagen" required />
      <TextField {...fieldProps(form, 'video')} label="Video" />
      <TextField
        {...fieldProps(form, 'price')}
        label="Precio"
        type="number"
        required
        slotProps={{
          input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
          htmlInput: { min: 0, step: 1, inputMode: 'numeric' },
        }}
      />
    </EditFormShell>
  );
}

export function TrainerEditForm({
  trainer,
  onSaved,
}: {
  trainer: TrainerWithActivitiesDto;
  onSaved: OnSaved;
}) {
  const [updateTrainer] = useUpdateTrainerMutation();
  const form = useForm<UpdateTrainerInput, unknown, UpdateTrainerBody>({
    resolver: zodResolver(updateTrainerBodySchema),
    mode: 'all',
    defaultValues: { name: trainer.name, image: trainer.image, specialty: trainer.specialty },
  });
  const submit = form.handleSubmit(async (changes) => {
    const saved = await saveWithPopups(EDIT_TEXTS.instructores, () =>
      updateTrainer({ id: trainer.id, changes }).unwrap(),
    );
    if (saved) onSaved();
  });
  return (
    <EditFormShell
      onSubmit={submit}
      canSave={form.formState.isValid}
      saving={form.formState.isSubmitting}
    >
      <TextField {...fieldProps(form, 'name')} label="Nombre" required />
      <TextField {...fieldProps(form, 'image')} label="Imagen" required />
      <TextField {...fieldProps(form, 'specialty')} label="Especialidad" required />
    </EditFormShell>
  );
}

export function SlotEditForm({
  slot,
  onSaved,
}: {
  slot: DiaHoraWithActivityDto;
  onSaved: OnSaved;
}) {
  const [updateSlot] = useUpdateSlotMutation();
  const form = useForm<UpdateSlotInput, unknown, UpdateSlotBody>({
    resolver: zodResolver(updateSlotBodySchema),
    mode: 'all',
    defaultValues: { day: slot.day, hour: slot.hour, capacity: String(slot.capacity) },
  });
  const submit = form.handleSubmit(async (changes) => {
    const saved = await saveWithPopups(EDIT_TEXTS['dias-y-horas'], () =>
      updateSlot({ id: slot.id, changes }).unwrap(),
    );
    if (saved) onSaved();
  });
  return (
    <EditFormShell
      onSubmit={submit}
      canSave={form.formState.isValid}
      saving={form.formState.isSubmitting}
    >
      <SelectField form={form} name="day" label="Día" options={DAY_OPTIONS} required />
      <HourField {...fieldProps(form, 'hour')} />
      <CapacityField {...fieldProps(form, 'capacity')} />
      <TextField
        id="admin-slot-stock"
        label="Lugares libres"
        value={slot.stock}
        slotProps={{ htmlInput: { readOnly: true } }}
        helperText="Los lugares libres siguen a la capacidad y a las reservas"
      />
    </EditFormShell>
  );
}

export function DiscountEditForm({
  discount,
  onSaved,
}: {
  discount: AdminDiscountDto;
  onSaved: OnSaved;
}) {
  const [updateDiscount] = useUpdateDiscountMutation();
  const form = useForm<UpdateDiscountInput, unknown, UpdateDiscountBody>({
    resolver: zodResolver(updateDiscountBodySchema),
    mode: 'all',
    defaultValues: {
      codigo: discount.codigo,
      descuento: String(discount.descuento),
      name: discount.name ?? '',
    },
  });
  const submit = form.handleSubmit(async (changes) => {
    const saved = await saveWithPopups(EDIT_TEXTS.descuentos, () =>
      updateDiscount({ id: discount.id, changes }).unwrap(),
    );
    if (saved) onSaved();
  });
  return (
    <EditFormShell
      onSubmit={submit}
      canSave={form.formState.isValid}
      saving={form.formState.isSubmitting}
    >
      <CodeField {...fieldProps(form, 'codigo')} />
      <PercentField {...fieldProps(form, 'descuento')} />
      <TextField {...fieldProps(form, 'name')} label="Nombre (opcional)" />
    </EditFormShell>
  );
}
