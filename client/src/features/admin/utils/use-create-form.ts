import {
  createActivityBodySchema,
  createDiscountBodySchema,
  createSlotBodySchema,
  createTrainerBodySchema,
  EMPTY_ACTIVITY_FORM,
  type CreateActivityBody,
  type CreateActivityInput,
  type CreateDiscountBody,
  type CreateDiscountInput,
  type CreateSlotBody,
  type CreateSlotInput,
  type CreateTrainerBody,
  type CreateTrainerInput,
} from '@power-gym/contracts';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { CREATE_TEXTS } from '../messages';
import { sectionLabel, type EditableSectionId } from '../sections';
import { useAdminForm } from './use-admin-form';

type CreatableSectionId = Exclude<EditableSectionId, 'usuarios'>;

/** What a section hands its create dialog. */
export interface CreateDialogState {
  open: boolean;
  onClose: () => void;
}

// The empty day is not a weekday: the schema answers 'Debes especificar un día'.
const EMPTY_SLOT = { day: '', hour: '', capacity: '' } as unknown as CreateSlotInput;

/** Each catalogue section's create form: what the admin types and the body it becomes. */
interface CreateTypes {
  clases: { input: CreateActivityInput; body: CreateActivityBody };
  instructores: { input: CreateTrainerInput; body: CreateTrainerBody };
  'dias-y-horas': { input: CreateSlotInput; body: CreateSlotBody };
  descuentos: { input: CreateDiscountInput; body: CreateDiscountBody };
}
type CreateInput<S extends CreatableSectionId> = CreateTypes[S]['input'];
type CreateBody<S extends CreatableSectionId> = CreateTypes[S]['body'];

/** Each catalogue section's create body schema and the form's values before the admin types. */
const CREATE_FORMS: {
  [S in CreatableSectionId]: {
    schema: z.ZodType<CreateBody<S>, CreateInput<S>>;
    empty: CreateInput<S>;
  };
} = {
  clases: {
    schema: createActivityBodySchema,
    empty: EMPTY_ACTIVITY_FORM,
  },
  instructores: {
    schema: createTrainerBodySchema,
    empty: { name: '', image: '', specialty: '', experience: '', activities: [] },
  },
  'dias-y-horas': { schema: createSlotBodySchema, empty: EMPTY_SLOT },
  descuentos: {
    schema: createDiscountBodySchema,
    empty: { descuento: '', codigo: '', endsOn: '', maxUses: '', maxUsesPerMember: '' },
  },
};

/**
 * A create dialog's form on its section's schema, texts and title ('Crear {section}'): reset on
 * close, and closed only after the server accepted it (the success or failure popup shows either
 * way). `create` is the section's create mutation.
 */
export function useCreateForm<S extends CreatableSectionId>(
  section: S,
  create: (body: CreateBody<S>) => { unwrap: () => Promise<unknown> },
  { open, onClose }: CreateDialogState,
) {
  const { schema, empty } = CREATE_FORMS[section];
  const close = () => {
    form.reset(empty);
    onClose();
  };
  const { form, onSubmit, valid, busy } = useAdminForm({
    schema,
    defaultValues: empty as DefaultValues<CreateInput<S>>,
    texts: CREATE_TEXTS[section],
    save: (body) => create(body).unwrap(),
    onSaved: close,
  });
  return {
    form,
    dialogProps: {
      title: `Crear ${sectionLabel(section)}`,
      open,
      onClose: close,
      onSubmit,
      canSubmit: valid,
      submitting: busy,
    },
  };
}
