import AcUnitIcon from '@mui/icons-material/AcUnit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  FREEZE_DAYS_PER_YEAR,
  FREEZE_MAX_DAYS,
  FREEZE_MESSAGES,
  FREEZE_MIN_DAYS,
  formatGymDate,
  type FreezeDto,
  type MembershipDto,
} from '@power-gym/contracts';
import { useId, useState, type FormEvent } from 'react';
import { showAlert, showConfirm } from '@/lib/alert';
import { apiErrorFields, apiErrorText } from '@/lib/api-error';
import { useEndFreezeMutation, useFreezeMembershipMutation } from '../api';
import { endAfterFreeze, freezeDaysOf, isFrozen } from '../utils/freeze';

const classList = new Intl.ListFormat('es', { type: 'conjunction' });

export const FREEZE_EXPLANATION =
  `Pausá tu abono entre ${FREEZE_MIN_DAYS} y ${FREEZE_MAX_DAYS} días (hasta ` +
  `${FREEZE_DAYS_PER_YEAR} días en doce meses). Tu lugar queda guardado, el abono se extiende ` +
  'esos días y el débito automático se pausa.';

/** 'Congelado hasta el 12/04/2025': in words, the icon beside them hidden from screen readers. */
export function FrozenChip({ until }: { until: string }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color="info"
      icon={<AcUnitIcon aria-hidden />}
      label={`Congelado hasta el ${formatGymDate(until)}`}
      // A long date on a narrow card wraps instead of overflowing.
      sx={{ height: 'auto', py: 0.25, '& .MuiChip-label': { whiteSpace: 'normal' } }}
    />
  );
}

/** Another card of a frozen order: where its freeze is ended (the order's first card). */
export function FrozenElsewhere({ managedFrom }: { managedFrom: string }) {
  return (
    <Typography variant="body2" color="text.secondary">
      Lo terminás desde {managedFrom}.
    </Typography>
  );
}

/**
 * The freeze of a membership's order, on the first card of that order: 'Congelar' (a dialog with
 * the days) while it runs, 'Terminar congelamiento' while frozen. `classes` names every class of
 * the order listed: the freeze pauses them all.
 */
export function MembershipFreeze({
  membership,
  classes,
}: {
  membership: MembershipDto;
  classes: readonly string[];
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {isFrozen(membership) ? (
        <EndFreezeButton orderId={membership.orderId} />
      ) : (
        <Button
          size="small"
          startIcon={<AcUnitIcon />}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          Congelar
        </Button>
      )}
      {/* Outside the branch: a refusal reads the list again, and the dialog stays with it. */}
      <FreezeDialog
        open={open}
        onClose={() => setOpen(false)}
        membership={membership}
        classes={classes}
      />
    </>
  );
}

/** 'Terminar congelamiento', asked first: from today; the unused days come off the end. */
function EndFreezeButton({ orderId }: { orderId: number }) {
  const [endFreeze, { isLoading: ending }] = useEndFreezeMutation();

  const confirmAndEnd = async () => {
    const confirmed = await showConfirm({
      title: '¿Terminar el congelamiento?',
      text: 'Vas a poder venir desde hoy. Los días que no usaste se descuentan del abono.',
      confirmButtonText: 'Terminar',
      cancelButtonText: 'Volver',
    });
    if (!confirmed) return;
    try {
      const freeze = await endFreeze(orderId).unwrap();
      void showAlert({
        icon: 'success',
        title: 'Congelamiento terminado',
        text: `Tu abono vence el ${formatGymDate(freeze.periodEnd)}.`,
      });
    } catch (failure) {
      void showAlert({
        icon: 'error',
        title: apiErrorText(failure, 'No pudimos terminar el congelamiento, intentá nuevamente'),
      });
    }
  };

  return (
    <Button size="small" variant="outlined" loading={ending} onClick={() => void confirmAndEnd()}>
      Terminar congelamiento
    </Button>
  );
}

interface FreezeDialogProps {
  open: boolean;
  onClose: () => void;
  membership: MembershipDto;
  classes: readonly string[];
}

/** 'Congelar abono': how many days, and the end the membership would then have. */
function FreezeDialog({ open, onClose, ...content }: FreezeDialogProps) {
  const titleId = useId();
  const textId = useId();
  const [freezeMembership, { isLoading: freezing }] = useFreezeMembershipMutation();
  return (
    <Dialog
      open={open}
      // Escape and a click outside wait for the answer, as 'Cancelar' (disabled meanwhile) does.
      onClose={freezing ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>Congelar abono</DialogTitle>
      {/* Mounted only while open: 7 days and no error again at each opening. */}
      {open && (
        <FreezeForm
          {...content}
          textId={textId}
          freezing={freezing}
          onClose={onClose}
          onFreeze={(days) =>
            freezeMembership({ orderId: content.membership.orderId, days }).unwrap()
          }
        />
      )}
    </Dialog>
  );
}

interface FreezeFormProps {
  membership: MembershipDto;
  classes: readonly string[];
  textId: string;
  freezing: boolean;
  onClose: () => void;
  /** POST /order/:id/freeze; rejects with the server's refusal. */
  onFreeze: (days: number) => Promise<FreezeDto>;
}

/** What the server said no to: its words, and its word on 'Días' when it named that field. */
interface FreezeRefusal {
  text: string;
  days?: string;
}

function FreezeForm({ membership, classes, textId, freezing, onClose, onFreeze }: FreezeFormProps) {
  const [daysText, setDaysText] = useState(String(FREEZE_MIN_DAYS));
  const [refusal, setRefusal] = useState<FreezeRefusal | null>(null);
  const days = freezeDaysOf(daysText);
  const fieldError = days === null ? FREEZE_MESSAGES.daysInvalid : refusal?.days;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (days === null || freezing) return;
    setRefusal(null);
    try {
      const freeze = await onFreeze(days);
      onClose();
      void showAlert({
        icon: 'success',
        title: `Abono congelado hasta el ${formatGymDate(freeze.endsAt)}`,
        text: `Tu abono ahora vence el ${formatGymDate(freeze.periodEnd)}.`,
      });
    } catch (failure) {
      setRefusal({
        text: apiErrorText(failure, 'No pudimos congelar el abono, intentá nuevamente'),
        days: apiErrorFields(failure).days,
      });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <DialogContent>
        <DialogContentText id={textId}>{FREEZE_EXPLANATION}</DialogContentText>
        {classes.length > 1 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Se congela toda la compra N° {membership.orderId}: {classList.format(classes)}.
          </Typography>
        )}
        <TextField
          label="Días"
          type="number"
          value={daysText}
          onChange={(event) => {
            setDaysText(event.target.value);
            setRefusal(null);
          }}
          error={fieldError !== undefined}
          helperText={fieldError ?? `Entre ${FREEZE_MIN_DAYS} y ${FREEZE_MAX_DAYS} días.`}
          required
          autoFocus
          fullWidth
          sx={{ mt: 2 }}
          slotProps={{
            htmlInput: {
              min: FREEZE_MIN_DAYS,
              max: FREEZE_MAX_DAYS,
              step: 1,
              inputMode: 'numeric',
            },
          }}
        />
        <Typography role="status" sx={{ mt: 2, fontWeight: 500, minHeight: '1.5em' }}>
          {days !== null &&
            `Tu abono vencería el ${formatGymDate(endAfterFreeze(membership.endsAt, days))}`}
        </Typography>
        {refusal && (
          <Box sx={{ mt: 2 }}>
            <Alert severity="error" role="alert">
              {refusal.text}
            </Alert>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit" disabled={freezing}>
          Cancelar
        </Button>
        <Button type="submit" variant="contained" disabled={days === null} loading={freezing}>
          Congelar
        </Button>
      </DialogActions>
    </form>
  );
}
