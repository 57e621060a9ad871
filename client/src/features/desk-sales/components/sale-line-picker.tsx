import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import {
  DESK_MESSAGES,
  MAX_LINE_QUANTITY,
  type ActivityDto,
  type DiaHoraDto,
} from '@power-gym/contracts';
import { useRef, useState } from 'react';
import { QueryList } from '@/components/ui/query-list';
import { dayLabel } from '@/lib/format';
import type { CartItem } from '@/stores/cart-slice';
import { useGetActivitiesQuery } from '@/lib/activities';
import { DESK_SALE_TEXTS as TEXTS, placesLeftText } from '../texts';

/** A line of the sale: the slot, its places, and what the desk reads of it (list price in pesos). */
export type SaleLine = Pick<CartItem, 'diaHoraId' | 'quantity' | 'name' | 'day' | 'hour' | 'price'>;

/** 'Lunes 08:00 · quedan 12 lugares'. */
const slotOption = (slot: DiaHoraDto) =>
  `${dayLabel(slot.day)} ${slot.hour} · ${placesLeftText(slot.stock)}`;

const byName = (a: ActivityDto, b: ActivityDto) => a.name.localeCompare(b.name, 'es');

/** The classes the desk can sell: those with a slot (the catalogue lists only those for sale). */
const withSlots = (activities: readonly ActivityDto[]) =>
  activities.filter((activity) => activity.diaHoras.length > 0).sort(byName);

/** The native select's number value, or '' for its placeholder. */
const selectedNumber = (event: { target: { value: string } }) =>
  event.target.value === '' ? '' : Number(event.target.value);

/** The 'Clase' field's id: the sale sends the focus there when it has no line. */
export const ACTIVITY_FIELD_ID = 'desk-sale-activity';

const SELECT_PROPS = { select: { native: true }, inputLabel: { shrink: true } } as const;

/**
 * 'Clase', then 'Día y horario' with the places each has left, and 'Lugares' (1 to the places
 * left): 'Agregar' hands the line to `onAdd`. A slot already in the sale is refused.
 */
export function SaleLinePicker({
  chosen,
  onAdd,
}: {
  /** The slots already in the sale. */
  chosen: readonly number[];
  onAdd: (line: SaleLine) => void;
}) {
  const query = useGetActivitiesQuery(undefined);
  return (
    <QueryList
      query={query}
      loading={
        <Box role="status" aria-label={TEXTS.loadingClasses}>
          <Skeleton variant="rounded" height={56} />
        </Box>
      }
      errorMessage={TEXTS.classesError}
      isEmpty={(activities) => withSlots(activities).length === 0}
      emptyText={TEXTS.noClasses}
    >
      {(activities) => (
        <LineFields activities={withSlots(activities)} chosen={chosen} onAdd={onAdd} />
      )}
    </QueryList>
  );
}

type Problem = { field: 'activity' | 'slot'; message: string } | null;

function LineFields({
  activities,
  chosen,
  onAdd,
}: {
  activities: readonly ActivityDto[];
  chosen: readonly number[];
  onAdd: (line: SaleLine) => void;
}) {
  const [activityId, setActivityId] = useState<number | ''>('');
  const [slotId, setSlotId] = useState<number | ''>('');
  const [quantity, setQuantity] = useState(1);
  const [problem, setProblem] = useState<Problem>(null);
  const activityRef = useRef<HTMLInputElement>(null);
  const slotRef = useRef<HTMLInputElement>(null);

  const activity = activities.find((candidate) => candidate.id === activityId);
  const slot = activity?.diaHoras.find((candidate) => candidate.id === slotId);
  const maxPlaces = Math.min(slot?.stock ?? 1, MAX_LINE_QUANTITY);
  // The places may have fallen since they were chosen (another sale): never more than are left.
  const places = Math.max(1, Math.min(quantity, maxPlaces));

  const refuse = (field: 'activity' | 'slot', message: string) => {
    setProblem({ field, message });
    (field === 'activity' ? activityRef : slotRef).current?.focus();
  };

  const add = () => {
    if (!activity) return refuse('activity', TEXTS.activityRequired);
    if (!slot || slot.stock <= 0) return refuse('slot', TEXTS.slotRequired);
    if (chosen.includes(slot.id)) return refuse('slot', DESK_MESSAGES.duplicateLine);
    onAdd({
      diaHoraId: slot.id,
      quantity: places,
      name: activity.name,
      day: slot.day,
      hour: slot.hour,
      price: activity.price,
    });
    setSlotId('');
    setQuantity(1);
  };

  const problemOf = (field: 'activity' | 'slot') =>
    problem?.field === field ? { error: true, helperText: problem.message } : {};

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'minmax(0, 1fr) minmax(0, 1fr) 7rem auto',
        },
      }}
    >
      <TextField
        id={ACTIVITY_FIELD_ID}
        select
        label={TEXTS.activity}
        value={activityId}
        inputRef={activityRef}
        onChange={(event) => {
          setActivityId(selectedNumber(event));
          setSlotId('');
          setQuantity(1);
          setProblem(null);
        }}
        slotProps={SELECT_PROPS}
        {...problemOf('activity')}
      >
        <option value="">{TEXTS.activityPlaceholder}</option>
        {activities.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.name}
          </option>
        ))}
      </TextField>
      <TextField
        id="desk-sale-slot"
        select
        label={TEXTS.slot}
        value={slotId}
        inputRef={slotRef}
        disabled={!activity}
        onChange={(event) => {
          setSlotId(selectedNumber(event));
          setQuantity(1);
          setProblem(null);
        }}
        slotProps={SELECT_PROPS}
        {...problemOf('slot')}
      >
        <option value="">{TEXTS.slotPlaceholder}</option>
        {activity?.diaHoras.map((candidate) => (
          <option key={candidate.id} value={candidate.id} disabled={candidate.stock <= 0}>
            {slotOption(candidate)}
          </option>
        ))}
      </TextField>
      <TextField
        id="desk-sale-places"
        select
        label={TEXTS.places}
        value={places}
        disabled={!slot}
        onChange={(event) => setQuantity(Number(event.target.value))}
        slotProps={SELECT_PROPS}
      >
        {Array.from({ length: maxPlaces }, (_, index) => (
          <option key={index + 1} value={index + 1}>
            {index + 1}
          </option>
        ))}
      </TextField>
      <Button variant="outlined" startIcon={<AddIcon />} onClick={add} sx={{ height: 56 }}>
        {TEXTS.add}
      </Button>
    </Box>
  );
}
