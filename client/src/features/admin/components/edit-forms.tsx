import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
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
  type UserDto,
} from '@power-gym/contracts';
import { useState, type FormEvent } from 'react';
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
import { useEditForm } from '../utils/use-admin-form';
import { DiscountLimitFields } from './discount-limit-fields';
import { EditFormShell } from './edit-form-shell';
import {
  CapacityField,
  CodeField,
  DAY_OPTIONS,
  HourField,
  ImageField,
  PercentField,
  PriceField,
} from './fields';
import { SelectField } from './select-field';

/** An edit page's form: the row as the server holds it. */
export interface EditFormProps<T> {
  row: T;
  /** Called after the server accepted the save (never on a failed one). */
  onSaved: () => void;
}

const READ_ONLY_USER_FIELDS = [
  ['name', 'Nombre'],
  ['lastName', 'Apellido'],
  ['email', 'Email'],
  ['phoneNumber', 'Teléfono'],
  ['image', 'Imagen'],
] as const;

/**
 * Personal data stays the member's (the server lets only its owner change it): the admin changes
 * only isAdmin.
 */
export function UserEditForm({ row: user, onSaved }: EditFormProps<UserDto>) {
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

export function ActivityEditForm({ row: activity, onSaved }: EditFormProps<ActivityDto>) {
  const [updateActivity] = useUpdateActivityMutation();
  const { form, shellProps } = useEditForm({
    schema: updateActivityBodySchema,
    defaultValues: {
      name: activity.name,
      image: activity.image,
      video: activity.video ?? '',
      price: String(activity.price),
    },
    texts: EDIT_TEXTS.clases,
    save: (changes) => updateActivity({ id: activity.id, changes }).unwrap(),
    onSaved,
  });
  return (
    <EditFormShell {...shellProps}>
      <TextField {...fieldProps(form, 'name')} label="Nombre" required />
      <ImageField form={form} previewAlt="la clase" />
      <TextField {...fieldProps(form, 'video')} label="Video" />
      <PriceField {...fieldProps(form, 'price')} />
    </EditFormShell>
  );
}

export function TrainerEditForm({
  row: trainer,
  onSaved,
}: EditFormProps<TrainerWithActivitiesDto>) {
  const [updateTrainer] = useUpdateTrainerMutation();
  const { form, shellProps } = useEditForm({
    schema: updateTrainerBodySchema,
    defaultValues: { name: trainer.name, image: trainer.image, specialty: trainer.specialty },
    texts: EDIT_TEXTS.instructores,
    save: (changes) => updateTrainer({ id: trainer.id, changes }).unwrap(),
    onSaved,
  });
  return (
    <EditFormShell {...shellProps}>
      <TextField {...fieldProps(form, 'name')} label="Nombre" required />
      <ImageField form={form} previewAlt="el instructor" />
      <TextField {...fieldProps(form, 'specialty')} label="Especialidad" required />
    </EditFormShell>
  );
}

export function SlotEditForm({ row: slot, onSaved }: EditFormProps<DiaHoraWithActivityDto>) {
  const [updateSlot] = useUpdateSlotMutation();
  const { form, shellProps } = useEditForm({
    schema: updateSlotBodySchema,
    defaultValues: { day: slot.day, hour: slot.hour, capacity: String(slot.capacity) },
    texts: EDIT_TEXTS['dias-y-horas'],
    save: (changes) => updateSlot({ id: slot.id, changes }).unwrap(),
    onSaved,
  });
  return (
    <EditFormShell {...shellProps}>
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

export function DiscountEditForm({ row: discount, onSaved }: EditFormProps<AdminDiscountDto>) {
  const [updateDiscount] = useUpdateDiscountMutation();
  const { form, shellProps } = useEditForm({
    schema: updateDiscountBodySchema,
    defaultValues: {
      codigo: discount.codigo,
      descuento: String(discount.descuento),
      name: discount.name ?? '',
      endsOn: discount.endsOn ?? '',
      maxUses: discount.maxUses === null ? '' : String(discount.maxUses),
      maxUsesPerMember: discount.maxUsesPerMember === null ? '' : String(discount.maxUsesPerMember),
    },
    texts: EDIT_TEXTS.descuentos,
    save: (changes) => updateDiscount({ id: discount.id, changes }).unwrap(),
    onSaved,
  });
  return (
    <EditFormShell {...shellProps}>
      <CodeField {...fieldProps(form, 'codigo')} />
      <PercentField {...fieldProps(form, 'descuento')} />
      <TextField {...fieldProps(form, 'name')} label="Nombre (opcional)" />
      <DiscountLimitFields form={form} />
    </EditFormShell>
  );
}
