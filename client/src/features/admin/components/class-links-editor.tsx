import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ActivityDto } from '@power-gym/contracts';
import { useId, useState } from 'react';
import { showConfirm } from '@/lib/alert';
import {
  useAddTrainerMutation,
  useAttachSlotMutation,
  useCatalogueSlotsQuery,
  useCatalogueTrainersQuery,
  useDetachSlotMutation,
  useRemoveTrainerMutation,
} from '../api';
import { CLASS_LINK_TEXTS } from '../messages';
import { saveWithPopups } from '../utils/save-with-popups';

interface LinkItem {
  id: number;
  label: string;
}

interface LinkListProps {
  title: string;
  items: readonly LinkItem[];
  options: readonly LinkItem[];
  emptyText: string;
  noOptionsText: string;
  addLabel: string;
  onRemove: (id: number) => Promise<unknown>;
  onAdd: (id: number) => Promise<boolean>;
}

/** The linked items, each with a remove button, and a select to link one more. */
function LinkList({
  title,
  items,
  options,
  emptyText,
  noOptionsText,
  addLabel,
  onRemove,
  onAdd,
}: LinkListProps) {
  const headingId = useId();
  const [choice, setChoice] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };
  const add = () =>
    run(async () => {
      if (await onAdd(Number(choice))) setChoice('');
    });

  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary">{emptyText}</Typography>
      ) : (
        <List dense disablePadding>
          {items.map((item) => (
            <ListItem
              key={item.id}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Quitar ${item.label}`}
                  disabled={busy}
                  onClick={() => void run(() => onRemove(item.id))}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText primary={item.label} />
            </ListItem>
          ))}
        </List>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
        <TextField
          select
          size="small"
          label={addLabel}
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
          disabled={options.length === 0}
          helperText={options.length === 0 ? noOptionsText : undefined}
          sx={{ minWidth: 220, flexGrow: 1 }}
        >
          {options.map((option) => (
            <MenuItem key={option.id} value={String(option.id)}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          onClick={() => void add()}
          disabled={choice === '' || busy}
          sx={{ alignSelf: { sm: 'flex-start' } }}
        >
          Agregar
        </Button>
      </Stack>
    </Paper>
  );
}

const slotLabel = (slot: { day: string; hour: string }) => `${slot.day} ${slot.hour} Hs`;

/** The class's slots and trainers, linked and unlinked one at a time on the server. */
export function ClassLinksEditor({ activity }: { activity: ActivityDto }) {
  // Every slot and trainer the gym has, not the dashboard grid's page of them.
  const slots = useCatalogueSlotsQuery(undefined);
  const trainers = useCatalogueTrainersQuery(undefined);
  const [attachSlot] = useAttachSlotMutation();
  const [detachSlot] = useDetachSlotMutation();
  const [addTrainer] = useAddTrainerMutation();
  const [removeTrainer] = useRemoveTrainerMutation();
  const activityId = activity.id;

  const linkedTrainerIds = new Set(activity.trainers.map((trainer) => trainer.id));
  const freeSlots = (slots.data ?? [])
    .filter((slot) => slot.activityId === null)
    .map((slot) => ({ id: slot.id, label: slotLabel(slot) }));
  const otherTrainers = (trainers.data ?? [])
    .filter((trainer) => !linkedTrainerIds.has(trainer.id))
    .map((trainer) => ({ id: trainer.id, label: trainer.name }));

  return (
    <Stack spacing={3}>
      <LinkList
        title="Días y horas de la clase"
        items={activity.diaHoras.map((slot) => ({ id: slot.id, label: slotLabel(slot) }))}
        options={freeSlots}
        emptyText="Esta clase no tiene días y horas."
        noOptionsText="No hay días y horas libres."
        addLabel="Día y hora libre"
        onRemove={async (diaHoraId) => {
          const slot = activity.diaHoras.find((candidate) => candidate.id === diaHoraId);
          const confirmed = await showConfirm({
            title: CLASS_LINK_TEXTS.detachSlotConfirm,
            text: slot ? `${activity.name}: ${slotLabel(slot)}` : activity.name,
            confirmButtonText: CLASS_LINK_TEXTS.detachSlotConfirmButton,
            cancelButtonText: CLASS_LINK_TEXTS.detachSlotCancelButton,
          });
          if (!confirmed) return false;
          return saveWithPopups({ failure: CLASS_LINK_TEXTS.detachSlotFailure }, () =>
            detachSlot({ activityId, diaHoraId }).unwrap(),
          );
        }}
        onAdd={(diaHoraId) =>
          saveWithPopups({ failure: CLASS_LINK_TEXTS.attachSlotFailure }, () =>
            attachSlot({ activityId, diaHoraId }).unwrap(),
          )
        }
      />
      <LinkList
        title="Instructores de la clase"
        items={activity.trainers.map((trainer) => ({ id: trainer.id, label: trainer.name }))}
        options={otherTrainers}
        emptyText="Esta clase no tiene instructores."
        noOptionsText="No hay más instructores."
        addLabel="Instructor"
        onRemove={(trainerId) =>
          saveWithPopups({ failure: CLASS_LINK_TEXTS.removeTrainerFailure }, () =>
            removeTrainer({ activityId, trainerId }).unwrap(),
          )
        }
        onAdd={(trainerId) =>
          saveWithPopups({ failure: CLASS_LINK_TEXTS.addTrainerFailure }, () =>
            addTrainer({ activityId, trainerId }).unwrap(),
          )
        }
      />
    </Stack>
  );
}
