import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import {
  PROTECTED_ADMIN_NAME,
  ROLE_LABELS,
  ROLE_MESSAGES,
  ROLES,
  roleSchema,
  updateActivityBodySchema,
  updateDiscountBodySchema,
  updateSlotBodySchema,
  updateTrainerBodySchema,
  type ActivityDto,
  type AdminDiscountDto,
  type DiaHoraWithActivityDto,
  type Role,
  type TrainerWithActivitiesDto,
  type UserDto,
} from '@power-gym/contracts';
import { useEffect } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { useAppSelector } from '@/stores/hooks';
import {
  useCatalogueTrainersQuery,
  useSetUserRoleMutation,
  useUpdateActivityMutation,
  useUpdateDiscountMutation,
  useUpdateSlotMutation,
  useUpdateTrainerMutation,
  type UserRoleChange,
} from '../api';
import { EDIT_TEXTS } from '../messages';
import { fieldProps } from '../utils/field-props';
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

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** The role, and the trainer a profesor teaches as ('' until one is chosen). */
const userRoleFormSchema = z
  .object({ role: roleSchema, trainerId: z.union([z.number(), z.literal('')]) })
  .superRefine(({ role, trainerId }, ctx) => {
    if (role === 'profesor' && trainerId === '') {
      ctx.addIssue({ code: 'custom', path: ['trainerId'], message: ROLE_MESSAGES.trainerRequired });
    }
  })
  .transform(({ role, trainerId }): UserRoleChange => ({
    role,
    trainerId: role === 'profesor' && trainerId !== '' ? trainerId : null,
  }));

type UserRoleForm = z.input<typeof userRoleFormSchema>;

/** 'Profesor que dicta': the trainers on the public pages, so none archived (GET /trainer). */
function TeachingTrainerField({
  form,
  disabled,
}: {
  form: UseFormReturn<UserRoleForm, unknown, UserRoleChange>;
  disabled: boolean;
}) {
  const trainers = useCatalogueTrainersQuery(undefined);
  const chosen = useWatch({ control: form.control, name: 'trainerId' });
  const options = (trainers.data ?? []).map((trainer) => ({
    value: trainer.id,
    label: trainer.name,
  }));
  // A profesor whose trainer was archived since: named as such, not by a bare id.
  if (trainers.data && chosen !== '' && !options.some((option) => option.value === chosen)) {
    options.push({ value: chosen, label: 'Instructor archivado' });
  }
  return (
    <SelectField
      form={form}
      name="trainerId"
      label="Profesor que dicta"
      options={options}
      required
      disabled={disabled}
      loading={trainers.isLoading}
      emptyText={
        trainers.isError
          ? 'No pudimos cargar los instructores.'
          : 'No hay instructores: creá uno en Instructores.'
      }
    />
  );
}

/**
 * Personal data stays the member's (the server lets only its owner change it): the admin changes
 * the role, and which trainer a profesor teaches as. '¿Será administrador?' is the role
 * 'Administrador' in one click.
 */
export function UserEditForm({ row: user, onSaved }: EditFormProps<UserDto>) {
  const selfId = useAppSelector((state) => state.auth.user?.id);
  const [setUserRole] = useSetUserRoleMutation();
  const { form, shellProps } = useEditForm<UserRoleForm, UserRoleChange>({
    schema: userRoleFormSchema,
    defaultValues: { role: user.role, trainerId: user.trainerId ?? '' },
    texts: EDIT_TEXTS.usuarios,
    save: (change) => setUserRole({ id: user.id, ...change }).unwrap(),
    onSaved,
  });
  const protectedAdmin = user.name === PROTECTED_ADMIN_NAME;
  const self = user.id === selfId;
  const locked = protectedAdmin || self;
  const role = useWatch({ control: form.control, name: 'role' });
  // Unticking 'administrador' leaves the role the user had, or 'Socio' (as the server does).
  const roleWithoutAdmin: Role = user.role === 'admin' ? 'socio' : user.role;

  // Choosing Profesor says at once which trainer is missing, so 'Guardar' is never off unexplained.
  useEffect(() => {
    if (role === 'profesor') void form.trigger('trainerId');
  }, [role, form]);

  return (
    <EditFormShell {...shellProps} canSave={shellProps.canSave && !locked}>
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
      <SelectField
        form={form}
        name="role"
        label="Rol"
        options={ROLE_OPTIONS}
        required
        disabled={locked}
      />
      {role === 'profesor' && <TeachingTrainerField form={form} disabled={locked} />}
      <FormControlLabel
        control={
          <Checkbox
            checked={role === 'admin'}
            onChange={(event) =>
              form.setValue('role', event.target.checked ? 'admin' : roleWithoutAdmin, {
                shouldDirty: true,
                shouldValidate: true,
              })
            }
            disabled={locked}
          />
        }
        label="¿Será administrador?"
      />
      {locked && (
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
