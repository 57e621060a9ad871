import AutorenewIcon from '@mui/icons-material/Autorenew';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import HourglassTopOutlinedIcon from '@mui/icons-material/HourglassTopOutlined';
import PauseCircleOutlinedIcon from '@mui/icons-material/PauseCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatGymDate,
  formatMoney,
  isLiveSubscription,
  type LiveSubscription,
  type MembershipDto,
  type SubscriptionDto,
} from '@power-gym/contracts';
import { useId, type ReactNode } from 'react';
import { useStartSubscription } from '@/hooks/use-start-subscription';
import { showAlert, showConfirm } from '@/lib/alert';
import { apiErrorText } from '@/lib/api-error';
import { useCancelSubscriptionMutation } from '@/lib/order-actions';

type LiveStatus = LiveSubscription['status'];

/** Each live state in words (never by colour alone), with an icon in its colour beside them. */
const STATUS_VIEW: Record<LiveStatus, { text: string; icon: ReactNode }> = {
  Pendiente: {
    text: 'Débito automático: pendiente de autorizar',
    icon: <HourglassTopOutlinedIcon fontSize="small" color="warning" />,
  },
  Activa: {
    text: 'Débito automático activo',
    icon: <CheckCircleOutlinedIcon fontSize="small" color="success" />,
  },
  Pausada: {
    text: 'Débito automático pausado',
    icon: <PauseCircleOutlinedIcon fontSize="small" color="action" />,
  },
};

const classList = new Intl.ListFormat('es', { type: 'conjunction' });

/** 'Débito automático activo', with its icon. */
function SubscriptionStatusLine({ status }: { status: LiveStatus }) {
  const { text, icon } = STATUS_VIEW[status];
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <Box component="span" aria-hidden sx={{ display: 'inline-flex' }}>
        {icon}
      </Box>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {text}
      </Typography>
    </Stack>
  );
}

/**
 * The débito automático of a membership's order, on the first card of that order: 'Activar
 * débito automático' (the member authorises it at Mercado Pago), its state, and 'Cancelar
 * débito'. `classes` names every class of the order listed: one débito pays them all.
 */
export function MembershipSubscription({
  membership,
  classes,
}: {
  membership: MembershipDto;
  classes: readonly string[];
}) {
  const { orderId, subscription } = membership;
  const helperId = useId();
  const { start, starting } = useStartSubscription();

  const covers =
    classes.length > 1 ? (
      <Typography variant="body2" color="text.secondary">
        Para toda la compra N° {orderId}: {classList.format(classes)}.
      </Typography>
    ) : null;

  if (!isLiveSubscription(subscription)) {
    return (
      <Stack role="group" aria-label="Débito automático" spacing={0.75}>
        <Box>
          <Button
            size="small"
            variant="outlined"
            startIcon={<AutorenewIcon />}
            loading={starting}
            aria-describedby={helperId}
            onClick={() => void start(orderId)}
          >
            Activar débito automático
          </Button>
        </Box>
        <Typography id={helperId} variant="body2" color="text.secondary">
          Mercado Pago cobra tu abono cada mes, antes de que venza. Podés cancelarlo cuando quieras.
        </Typography>
        {covers}
      </Stack>
    );
  }

  return (
    <Stack role="group" aria-label="Débito automático" spacing={0.5}>
      <SubscriptionStatusLine status={subscription.status} />
      <SubscriptionDetails subscription={subscription} />
      {covers}
      <LiveSubscriptionActions
        membership={membership}
        pending={subscription.status === 'Pendiente'}
        starting={starting}
        onAuthorize={() => void start(orderId)}
      />
    </Stack>
  );
}

/** An active débito's amount and next charge. */
function SubscriptionDetails({ subscription }: { subscription: SubscriptionDto }) {
  if (subscription.status !== 'Activa') return null;
  return (
    <>
      <Typography variant="body2">{formatMoney(subscription.amount)} por mes</Typography>
      {subscription.nextChargeAt !== null && (
        <Typography variant="body2">
          Próximo cobro: {formatGymDate(subscription.nextChargeAt)}
        </Typography>
      )}
    </>
  );
}

/** 'Autorizar en Mercado Pago' while it waits, and 'Cancelar débito', asked first. */
function LiveSubscriptionActions({
  membership,
  pending,
  starting,
  onAuthorize,
}: {
  membership: MembershipDto;
  pending: boolean;
  starting: boolean;
  onAuthorize: () => void;
}) {
  const [cancelSubscription, { isLoading: cancelling }] = useCancelSubscriptionMutation();

  const confirmAndCancel = async () => {
    const confirmed = await showConfirm({
      title: '¿Cancelar el débito automático?',
      text: `No se harán más cobros. Tu abono sigue hasta el ${formatGymDate(membership.endsAt)}.`,
      confirmButtonText: 'Cancelar débito',
      cancelButtonText: 'Volver',
    });
    if (!confirmed) return;
    try {
      await cancelSubscription(membership.orderId).unwrap();
      void showAlert({ icon: 'success', title: 'Débito automático cancelado' });
    } catch (failure) {
      void showAlert({
        icon: 'error',
        title: apiErrorText(
          failure,
          'No pudimos cancelar el débito automático, intentá nuevamente',
        ),
      });
    }
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', pt: 0.5 }}>
      {pending && (
        <Button
          size="small"
          variant="contained"
          loading={starting}
          disabled={cancelling}
          onClick={onAuthorize}
        >
          Autorizar en Mercado Pago
        </Button>
      )}
      <Button
        size="small"
        variant="outlined"
        color="error"
        loading={cancelling}
        disabled={starting}
        onClick={() => void confirmAndCancel()}
      >
        Cancelar débito
      </Button>
    </Stack>
  );
}

/**
 * Another card of an order with a live débito: its state, and where it is managed (the order's
 * first card), so the member knows this class is paid by it too.
 */
export function CoveredBySubscription({
  subscription,
  managedFrom,
}: {
  subscription: SubscriptionDto;
  managedFrom: string;
}) {
  if (!isLiveSubscription(subscription)) return null;
  return (
    <Stack spacing={0.5}>
      <SubscriptionStatusLine status={subscription.status} />
      <Typography variant="body2" color="text.secondary">
        Lo gestionás desde {managedFrom}.
      </Typography>
    </Stack>
  );
}
