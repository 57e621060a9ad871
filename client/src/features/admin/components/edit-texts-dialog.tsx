import NotesOutlinedIcon from '@mui/icons-material/NotesOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import {
  activityTextsSchema,
  trainerTextsSchema,
  type ActivityTextsInput,
  type AdminActivityDto,
  type AdminTrainerDto,
  type TrainerTextsInput,
} from '@power-gym/contracts';
import { useState } from 'react';
import { FormDialog, formDialogState } from '@/components/ui/form-dialog';
import { useUpdateActivityMutation, useUpdateTrainerMutation } from '../api';
import { EDIT_TEXTS_DIALOG } from '../messages';
import { fieldProps } from '../utils/field-props';
import { useAdminForm } from '../utils/use-admin-form';
import { SelectField, type SelectOption } from './select-field';

/** The row's 'Editar textos' icon button; `renderDialog` draws the dialog while it is open. */
function EditTextsButton({
  name,
  renderDialog,
}: {
  name: string;
  renderDialog: (onClose: () => void) => React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const label = `${EDIT_TEXTS_DIALOG.button} de ${name}`;
  return (
    <>
      <Tooltip title={label}>
        <IconButton aria-label={label} onClick={() => setOpen(true)}>
          <NotesOutlinedIcon />
        </IconButton>
      </Tooltip>
      {open && renderDialog(() => setOpen(false))}
    </>
  );
}

/** The frame both 'Editar textos' dialogs share: title, fields stacked, 'Guardar'. */
function TextsDialog({
  name,
  dialog,
  onSubmit,
  maxWidth,
  children,
}: {
  name: string;
  dialog: ReturnType<typeof formDialogState>;
  onSubmit: (event: React.FormEvent) => Promise<void>;
  maxWidth: 'sm' | 'md';
  children: React.ReactNode;
}) {
  return (
    <FormDialog
      open
      title={EDIT_TEXTS_DIALOG.title(name)}
      {...dialog}
      onSubmit={(event) => void onSubmit(event)}
      submitLabel={EDIT_TEXTS_DIALOG.submit}
      maxWidth={maxWidth}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {children}
      </Stack>
    </FormDialog>
  );
}

/** Clases → 'Editar textos': the class's description, which the edit page never shows. */
export function EditActivityTextsButton({ activity }: { activity: AdminActivityDto }) {
  return (
    <EditTextsButton
      name={activity.name}
      renderDialog={(onClose) => <ActivityTextsDialog activity={activity} onClose={onClose} />}
    />
  );
}

function ActivityTextsDialog({
  activity,
  onClose,
}: {
  activity: AdminActivityDto;
  onClose: () => void;
}) {
  const [update] = useUpdateActivityMutation();
  const defaultValues: ActivityTextsInput = { description: activity.description };
  const { form, onSubmit } = useAdminForm({
    schema: activityTextsSchema,
    defaultValues,
    texts: EDIT_TEXTS_DIALOG.clases,
    save: (changes) => update({ id: activity.id, changes }).unwrap(),
    onSaved: onClose,
  });
  return (
    <TextsDialog
      name={activity.name}
      dialog={formDialogState(form, onClose, defaultValues)}
      onSubmit={onSubmit}
      maxWidth="md"
    >
      <TextField
        {...fieldProps(form, 'description', { idPrefix: 'textos' })}
        label="Descripción"
        multiline
        minRows={6}
        required
      />
    </TextsDialog>
  );
}

/** Instructores → 'Editar textos': experience and the classes they teach. */
export function EditTrainerTextsButton({
  trainer,
  activities,
  loadingChoices,
}: {
  trainer: AdminTrainerDto;
  activities: readonly SelectOption[];
  loadingChoices: boolean;
}) {
  return (
    <EditTextsButton
      name={trainer.name}
      renderDialog={(onClose) => (
        <TrainerTextsDialog
          trainer={trainer}
          activities={activities}
          loadingChoices={loadingChoices}
          onClose={onClose}
        />
      )}
    />
  );
}

function TrainerTextsDialog({
  trainer,
  activities,
  loadingChoices,
  onClose,
}: {
  trainer: AdminTrainerDto;
  activities: readonly SelectOption[];
  loadingChoices: boolean;
  onClose: () => void;
}) {
  const [update] = useUpdateTrainerMutation();
  const defaultValues: TrainerTextsInput = {
    experience: trainer.experience,
    activities: trainer.activities.map((activity) => activity.id),
  };
  // An archived class the trainer still teaches stays choosable: it is not in the public catalogue.
  const choices = [
    ...activities,
    ...trainer.activities
      .filter((taught) => !activities.some((option) => option.value === taught.id))
      .map((taught) => ({ value: taught.id, label: taught.name })),
  ];
  const { form, onSubmit } = useAdminForm({
    schema: trainerTextsSchema,
    defaultValues,
    texts: EDIT_TEXTS_DIALOG.instructores,
    save: (changes) => update({ id: trainer.id, changes }).unwrap(),
    onSaved: onClose,
  });
  return (
    <TextsDialog
      name={trainer.name}
      dialog={formDialogState(form, onClose, defaultValues)}
      onSubmit={onSubmit}
      maxWidth="sm"
    >
      <TextField
        {...fieldProps(form, 'experience', { idPrefix: 'textos' })}
        label="Experiencia"
        multiline
        minRows={3}
        required
      />
      <SelectField
        form={form}
        name="activities"
        label="Clases"
        options={choices}
        multiple
        required
        emptyText="No hay clases para asignar"
        loading={loadingChoices}
      />
    </TextsDialog>
  );
}
