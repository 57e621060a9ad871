import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@power-gym/contracts';
import { useId, useState } from 'react';

/** One class of a paid order as 'Renovar' offers it: its slot, name and today's price. */
export interface RenewClass {
  /** The slot (diaHoraId) sent in the renew body's slotIds. */
  slotId: number;
  /** 'Funcional Miércoles 18:00'. */
  label: string;
  quantity: number;
  /** Today's price of one place, in whole pesos (the server prices the renewal the same way). */
  unitPrice: number;
}

export interface RenewChoice {
  slotIds: number[];
  codigo: string;
}

interface RenewOrderDialogProps {
  orderId: number;
  classes: readonly RenewClass[];
  open: boolean;
  onCancel: () => void;
  onConfirm: (choice: RenewChoice) => void;
}

/**
 * '¿Renovar la compra N° n?': a checkbox per class (all checked), the total at today's prices of
 * those checked, and room for a discount code; 'Renovar y pagar' goes on to Mercado Pago.
 */
export function RenewOrderDialog({ open, onCancel, ...content }: RenewOrderDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>¿Renovar la compra N° {content.orderId}?</DialogTitle>
      {/* Mounted only while open: every class checked again at each opening. */}
      {open && <RenewChoiceForm onCancel={onCancel} {...content} />}
    </Dialog>
  );
}

function RenewChoiceForm({
  classes,
  onCancel,
  onConfirm,
}: Omit<RenewOrderDialogProps, 'open' | 'orderId'>) {
  const [chosen, setChosen] = useState(() => new Set(classes.map((item) => item.slotId)));
  const [codigo, setCodigo] = useState('');
  const helperId = useId();
  const total = classes
    .filter((item) => chosen.has(item.slotId))
    .reduce((sum, item) => sum + item.quantity * item.unitPrice, 0);
  const toggle = (slotId: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(slotId)) next.add(slotId);
      return next;
    });

  return (
    <>
      <DialogContent>
        <DialogContentText>
          Elegí las clases que querés renovar, a los precios de hoy. Después vas a pagar con Mercado
          Pago.
        </DialogContentText>
        <FormGroup aria-label="Clases a renovar" aria-describedby={helperId} sx={{ my: 1 }}>
          {classes.map((item) => (
            <FormControlLabel
              key={item.slotId}
              control={
                <Checkbox checked={chosen.has(item.slotId)} onChange={() => toggle(item.slotId)} />
              }
              label={`${item.label} · ${item.quantity} ${item.quantity === 1 ? 'lugar' : 'lugares'} · ${formatMoney(item.quantity * item.unitPrice)}`}
            />
          ))}
        </FormGroup>
        <FormHelperText id={helperId} error={chosen.size === 0}>
          {chosen.size === 0
            ? 'Elegí al menos una clase.'
            : 'Las clases que no renueves liberan su lugar cuando pagues la renovación.'}
        </FormHelperText>
        <Typography role="status" sx={{ mt: 2, fontWeight: 500 }}>
          Total: {formatMoney(total)}
        </Typography>
        {codigo.trim() !== '' && (
          <Typography variant="body2" color="text.secondary">
            Sin el descuento del código: se aplica al renovar.
          </Typography>
        )}
        <TextField
          label="Código de descuento (opcional)"
          placeholder="Ej.: POWER10"
          value={codigo}
          onChange={(event) => setCodigo(event.target.value)}
          fullWidth
          size="small"
          sx={{ mt: 2 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>No renovar</Button>
        <Button
          variant="contained"
          disabled={chosen.size === 0}
          onClick={() =>
            onConfirm({
              slotIds: classes.filter((item) => chosen.has(item.slotId)).map((item) => item.slotId),
              codigo: codigo.trim(),
            })
          }
        >
          Renovar y pagar
        </Button>
      </DialogActions>
    </>
  );
}
