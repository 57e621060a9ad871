import { zodResolver } from '@hookform/resolvers/zod';
import TrendingUpOutlinedIcon from '@mui/icons-material/TrendingUpOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  addDays,
  formatMoney,
  PRICE_CHANGE_MESSAGES,
  PRICE_NOTICE_DAYS,
  priceChangeBodySchema,
  type AdminActivityDto,
  type PriceChangeBody,
  type PriceChangeDto,
} from '@power-gym/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ClosableDialog } from '@/components/ui/closable-dialog';
import { QueryError } from '@/components/ui/query-error';
import { showConfirm } from '@/lib/alert';
import { apiErrorFields, apiErrorText } from '@/lib/api-error';
import { gymDay } from '@/lib/format';
import { PRICE_CHANGE_TEXTS as TEXTS } from '../messages';
import {
  usePriceChangesQuery,
  useSchedulePriceChangeMutation,
  useWithdrawPriceChangeMutation,
} from '../price-changes-api';
import { fieldProps } from '../utils/field-props';
import { ActionListItem } from './action-list-item';
import { PriceField } from './fields';

/**
 * The server's rule (POST /activity/{id}/price-changes) with one check of the client's own: a day
 * already past is too soon whatever the notice. The notice itself (PRICE_NOTICE_DAYS, 30, unless
 * the server is set otherwise) is the server's to apply: its refusal lands on 'Desde el'.
 */
function priceChangeFormSchema(today: string) {
  const { price, effectiveFrom } = priceChangeBodySchema.shape;
  return z.strictObject({
    price,
    effectiveFrom: z
      .string()
      .min(1, TEXTS.dateRequired)
      .pipe(effectiveFrom)
      .refine((day) => day >= today, PRICE_CHANGE_MESSAGES.tooSoon),
  });
}
type PriceChangeForm = z.input<ReturnType<typeof priceChangeFormSchema>>;

/** The server's refusals that are about one field, by their text. */
const FIELD_OF_REFUSAL: Partial<Record<string, keyof PriceChangeForm>> = {
  [PRICE_CHANGE_MESSAGES.tooSoon]: 'effectiveFrom',
  [PRICE_CHANGE_MESSAGES.priceZero]: 'price',
};
const FORM_FIELDS: readonly string[] = [
  'price',
  'effectiveFrom',
] satisfies (keyof PriceChangeForm)[];
const isFormField = (name: string): name is keyof PriceChangeForm => FORM_FIELDS.includes(name);

/** What the dialog last did, said in its status line; `focus` moves the focus there. */
interface Notice {
  title: string;
  text: string;
  focus: boolean;
}

/** Clases → the row's 'Aumento de cuota' icon button; the section opens the dialog. */
export function PriceChangeButton({
  activity,
  onOpen,
}: {
  activity: AdminActivityDto;
  onOpen: (activity: AdminActivityDto) => void;
}) {
  const label = TEXTS.button(activity.name);
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={() => onOpen(activity)}>
        <TrendingUpOutlinedIcon />
      </IconButton>
    </Tooltip>
  );
}

/**
 * 'Aumento de cuota: {class}': the price now, the form that schedules a new one from a day (the
 * members with a débito for the class are mailed), and the class's rises with 'Retirar' on those
 * still to come. Full screen on a phone.
 */
export function PriceChangeDialog({
  activity,
  open,
  onClose,
}: {
  /** The class last opened: it keeps the title while the dialog fades out. */
  activity: AdminActivityDto | null;
  open: boolean;
  onClose: () => void;
}) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  // sweetalert2's question opens above the dialog: the dialog must not pull the focus back.
  const [asking, setAsking] = useState(false);
  return (
    <ClosableDialog
      title={activity ? TEXTS.title(activity.name) : ''}
      open={open && activity !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      dividers
      disableEnforceFocus={asking}
    >
      {/* Mounted only while open: a fresh form and list each time, for the class opened. */}
      {open && activity && (
        <PriceChangeContent key={activity.id} activity={activity} onAsking={setAsking} />
      )}
    </ClosableDialog>
  );
}

function PriceChangeContent({
  activity,
  onAsking,
}: {
  activity: AdminActivityDto;
  onAsking: (asking: boolean) => void;
}) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  // After 'Retirar' its button is gone: the focus goes to what happened instead of the page.
  useEffect(() => {
    if (notice?.focus) noticeRef.current?.focus();
  }, [notice]);
  return (
    <Stack spacing={3}>
      <Typography>{TEXTS.currentPrice(formatMoney(activity.price))}</Typography>
      <Box>
        <ScheduleForm
          activityId={activity.id}
          onScheduled={(change) =>
            setNotice({
              title: TEXTS.scheduled,
              text: TEXTS.noticed(change.noticed),
              focus: false,
            })
          }
          onSubmitting={() => setNotice(null)}
        />
        {/* Always present, so a screen reader reads what it comes to say. */}
        <Box ref={noticeRef} role="status" tabIndex={-1} sx={{ mt: notice ? 2 : 0 }}>
          {notice && (
            <Alert severity="success" role="none">
              <AlertTitle>{notice.title}</AlertTitle>
              {notice.text}
            </Alert>
          )}
        </Box>
      </Box>
      <ChangeList
        activityId={activity.id}
        onAsking={onAsking}
        onWithdrawn={(change) =>
          setNotice({
            title: TEXTS.withdraw.success,
            text: TEXTS.withdraw.detail(change.effectiveFrom),
            focus: true,
          })
        }
      />
    </Stack>
  );
}

/**
 * 'Precio nuevo' and 'Desde el' (the earliest day the notice allows, to begin with), then
 * 'Programar aumento'. A field's refusal shows on it; any other, in the form's alert.
 */
function ScheduleForm({
  activityId,
  onScheduled,
  onSubmitting,
}: {
  activityId: number;
  onScheduled: (change: PriceChangeDto) => void;
  onSubmitting: () => void;
}) {
  const [today] = useState(() => gymDay());
  const [schema] = useState(() => priceChangeFormSchema(today));
  const empty: PriceChangeForm = { price: '', effectiveFrom: addDays(today, PRICE_NOTICE_DAYS) };
  const [schedule] = useSchedulePriceChangeMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PriceChangeForm, unknown, PriceChangeBody>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: empty,
  });
  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    onSubmitting();
    try {
      const change = await schedule({ activityId, body }).unwrap();
      form.reset(empty);
      onScheduled(change);
    } catch (error) {
      const text = apiErrorText(error, TEXTS.failure);
      const refused = Object.entries(apiErrorFields(error));
      const own = FIELD_OF_REFUSAL[text];
      if (own) refused.push([own, text]);
      const others: string[] = [];
      let focused = false;
      for (const [name, message] of refused) {
        if (!isFormField(name)) {
          others.push(message);
          continue;
        }
        form.setError(name, { message }, { shouldFocus: !focused });
        focused = true;
      }
      // A refusal about the fields says it on them; any other in the alert, in Spanish.
      setFailure(focused ? (others.length > 0 ? others.join('. ') : null) : text);
    }
  });
  const priceField = fieldProps(form, 'price', { idPrefix: 'aumento' });
  const dateField = fieldProps(form, 'effectiveFrom', { idPrefix: 'aumento' });
  return (
    <Stack component="form" noValidate onSubmit={(event) => void onSubmit(event)} spacing={2}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <PriceField {...priceField} label={TEXTS.price} autoComplete="off" autoFocus />
        <TextField
          {...dateField}
          helperText={dateField.helperText ?? TEXTS.effectiveFromHint(PRICE_NOTICE_DAYS)}
          type="date"
          label={TEXTS.effectiveFrom}
          required
          // Not today + the notice: the server may be set to another notice, and it says so.
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
          // The browser's calendar button in the dark theme's colours.
          sx={{ '& input': { colorScheme: 'dark' } }}
        />
      </Box>
      {failure !== null && <Alert severity="error">{failure}</Alert>}
      <Box>
        <Button
          type="submit"
          variant="contained"
          startIcon={<TrendingUpOutlinedIcon />}
          loading={form.formState.isSubmitting}
        >
          {TEXTS.submit}
        </Button>
      </Box>
    </Stack>
  );
}

const STATE_COLORS = {
  Programado: 'info',
  Aplicado: 'success',
  Retirado: 'default',
} as const satisfies Record<PriceChangeDto['state'], string>;

/** 'Aumentos de esta clase': the latest day first; loading, failing and empty each say so. */
function ChangeList({
  activityId,
  onAsking,
  onWithdrawn,
}: {
  activityId: number;
  onAsking: (asking: boolean) => void;
  onWithdrawn: (change: PriceChangeDto) => void;
}) {
  const headingId = useId();
  const changes = usePriceChangesQuery(activityId, { refetchOnMountOrArgChange: true });
  const [withdraw, withdrawing] = useWithdrawPriceChangeMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  // A refused 'Retirar' may be gone once the list catches up: the focus goes to why.
  useEffect(() => {
    if (failure !== null) failureRef.current?.focus();
  }, [failure]);

  /**
   * Asks, then withdraws. The answer removes 'Retirar' (or, refused, may): the focus goes to what
   * happened, not back to the button; 'Volver' gives it back to the button.
   */
  const confirmWithdraw = async (change: PriceChangeDto, button: HTMLButtonElement) => {
    setFailure(null);
    onAsking(true);
    const confirmed = await showConfirm({
      title: TEXTS.withdraw.confirm,
      text: TEXTS.withdraw.detail(change.effectiveFrom),
      confirmButtonText: TEXTS.withdraw.confirmButton,
      cancelButtonText: TEXTS.withdraw.cancelButton,
      returnFocus: false,
    }).finally(() => onAsking(false));
    if (!confirmed) {
      button.focus();
      return;
    }
    try {
      onWithdrawn(await withdraw({ activityId, changeId: change.id }).unwrap());
    } catch (error) {
      setFailure(apiErrorText(error, TEXTS.withdraw.failure));
    }
  };

  let body;
  if (changes.isLoading) {
    body = (
      <Stack spacing={1} role="status" aria-label={TEXTS.loading}>
        {[0, 1].map((row) => (
          <Skeleton key={row} variant="rounded" height={48} />
        ))}
      </Stack>
    );
  } else if (changes.isError || !changes.data) {
    body = (
      <QueryError
        message={TEXTS.loadError}
        onRetry={() => void changes.refetch()}
        retrying={changes.isFetching}
      />
    );
  } else if (changes.data.length === 0) {
    body = <Typography color="text.secondary">{TEXTS.empty}</Typography>;
  } else {
    body = (
      <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {changes.data.map((change) => {
          const price = formatMoney(change.price);
          return (
            <ActionListItem
              key={change.id}
              titles={[price, TEXTS.from(change.effectiveFrom)]}
              chip={
                <Chip
                  size="small"
                  variant="outlined"
                  color={STATE_COLORS[change.state]}
                  label={change.state}
                />
              }
              action={
                change.state === 'Programado' && (
                  <Button
                    size="small"
                    color="error"
                    variant="outlined"
                    aria-label={TEXTS.withdraw.label(price, change.effectiveFrom)}
                    disabled={withdrawing.isLoading}
                    onClick={(event) => void confirmWithdraw(change, event.currentTarget)}
                    sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
                  >
                    {TEXTS.withdraw.button}
                  </Button>
                )
              }
            >
              <Typography variant="body2" color="text.secondary">
                {TEXTS.noticedCount(change.noticed)}
              </Typography>
            </ActionListItem>
          );
        })}
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h3" sx={{ mb: 1 }}>
        {TEXTS.list}
      </Typography>
      {failure !== null && (
        <Alert ref={failureRef} severity="error" tabIndex={-1} sx={{ mb: 1 }}>
          {failure}
        </Alert>
      )}
      {body}
    </Box>
  );
}
