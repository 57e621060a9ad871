import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  formatPrice,
  PANEL_DESCRIPTION_CUT,
  truncate,
  type ActivityDto,
} from '@power-gym/contracts';
import { useState } from 'react';
import { useAddToCart } from '../hooks/use-add-to-cart';
import { SlotSelect, type RenderSlotExtra } from './slot-select';

interface ActivityPanelProps {
  activity: ActivityDto | null;
  onClose: () => void;
  renderSlotExtra?: RenderSlotExtra | undefined;
}

export function ActivityPanel({ activity, onClose, renderSlotExtra }: ActivityPanelProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={activity !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby="activity-panel-title"
    >
      {activity && (
        <ActivityPanelContent
          key={activity.id}
          activity={activity}
          onClose={onClose}
          renderSlotExtra={renderSlotExtra}
        />
      )}
    </Dialog>
  );
}

function ActivityPanelContent({
  activity,
  onClose,
  renderSlotExtra,
}: {
  activity: ActivityDto;
  onClose: () => void;
  renderSlotExtra: RenderSlotExtra | undefined;
}) {
  const addToCart = useAddToCart();
  const [slotId, setSlotId] = useState<number | ''>('');
  const slot = activity.diaHoras.find((candidate) => candidate.id === slotId);

  const handleAdd = async () => {
    if (slot && (await addToCart(activity, slot))) onClose();
  };

  return (
    <>
      <DialogTitle id="activity-panel-title" variant="h4" component="h2" sx={{ pr: 7 }}>
        {activity.name}
      </DialogTitle>
      <IconButton
        aria-label="Cerrar panel"
        onClick={onClose}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        <Box
          component="img"
          src={activity.image}
          alt={activity.name}
          width={640}
          height={360}
          sx={{
            width: '100%',
            height: 'auto',
            aspectRatio: '16 / 9',
            objectFit: 'cover',
            borderRadius: 3,
            mb: 2,
          }}
        />
        <Typography data-testid="panel-description" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
          {truncate(activity.description, PANEL_DESCRIPTION_CUT)}
        </Typography>
        <Typography variant="h5" component="p" sx={{ color: 'primary.main', mb: 3 }}>
          {formatPrice(activity.price)}
        </Typography>
        <SlotSelect
          id={`slot-${activity.id}`}
          slots={activity.diaHoras}
          value={slotId}
          onChange={setSlotId}
        />
        {slot && renderSlotExtra && <Box sx={{ mt: 2 }}>{renderSlotExtra(slot)}</Box>}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose}>Cerrar</Button>
        <Button
          variant="contained"
          onClick={() => void handleAdd()}
          disabled={!slot || slot.stock <= 0}
        >
          Agregar
        </Button>
      </DialogActions>
    </>
  );
}
