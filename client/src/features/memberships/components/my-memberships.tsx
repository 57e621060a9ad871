import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatGymDate, isLiveSubscription, type MembershipDto } from '@power-gym/contracts';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CARD_GRID_SX, CardGrid } from '@/components/ui/card-grid';
import { LoadingCards } from '@/components/ui/loading-cards';
import { PeriodStatusChip } from '@/components/ui/period-status-chip';
import { QueryList } from '@/components/ui/query-list';
import { paths } from '@/config/paths';
import { dayLabel } from '@/lib/format';
import { useGetMembershipsQuery } from '../api';
import { usePayOrder } from '@/hooks/use-pay-order';
import { CalendarFeedDialog } from './calendar-feed-dialog';
import { RenewOrderButton } from '@/components/ui/renew-order-button';
import {
  useSubscriptionReturn,
  type SubscriptionReturnPhase,
} from '../hooks/use-subscription-return';
import { offersSubscription } from '../utils/subscription';
import { CoveredBySubscription, MembershipSubscription } from './membership-subscription';
import { FrozenChip, FrozenElsewhere, MembershipFreeze } from './membership-freeze';
import { offersFreeze } from '../utils/freeze';

/** A membership's slot as a member reads it: 'Funcional Miércoles 18:00'. */
const slotName = (membership: MembershipDto) =>
  `${membership.activity.name} ${dayLabel(membership.day)} ${membership.hour}`;

const isHeld = (membership: MembershipDto) => membership.status !== 'Vencida';

/**
 * 'Mis abonos': each weekly slot the member holds or held, until when, and 'Renovar' (every slot
 * of that purchase) or 'Pagar' for a renewal already waiting for its payment. The freeze
 * ('Congelar') and the débito automático of a purchase are on its first card that offers each;
 * back from authorising a débito at Mercado Pago, the list is read again while it waits for
 * Mercado Pago's word.
 */
export function MyMemberships() {
  const headingId = useId();
  const query = useGetMembershipsQuery(undefined);
  const { data } = query;
  const [calendarOpen, setCalendarOpen] = useState(false);
  const subscriptionReturn = useSubscriptionReturn(query);

  return (
    <Stack component="section" spacing={2} aria-labelledby={headingId}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography id={headingId} variant="h4" component="h2">
          Mis abonos
        </Typography>
        {data?.some(isHeld) && (
          <Button
            variant="outlined"
            startIcon={<EventOutlinedIcon />}
            onClick={() => setCalendarOpen(true)}
          >
            Agregar a mi calendario
          </Button>
        )}
      </Stack>
      <SubscriptionReturnMessage
        phase={subscriptionReturn.phase}
        onClose={subscriptionReturn.dismiss}
      />
      <QueryList
        query={query}
        loading={<LoadingCards label="Cargando abonos" count={2} height={150} sx={CARD_GRID_SX} />}
        errorMessage="No pudimos cargar tus abonos."
        isEmpty={(memberships) => memberships.length === 0}
        emptyText="Todavía no tenés abonos."
        emptyAction={
          <Link component={RouterLink} to={paths.homeSection.getHref('clases')}>
            Ver las clases
          </Link>
        }
      >
        {(memberships) => (
          <CardGrid labelledBy={headingId} busy={query.isFetching}>
            {memberships.map((membership) => (
              <li key={`${membership.orderId}-${membership.diaHoraId}`}>
                <MembershipCard membership={membership} listed={memberships} />
              </li>
            ))}
          </CardGrid>
        )}
      </QueryList>
      <CalendarFeedDialog open={calendarOpen} onClose={() => setCalendarOpen(false)} />
    </Stack>
  );
}

function MembershipCard({
  membership,
  listed,
}: {
  membership: MembershipDto;
  /** Every membership listed: those of the same order are renewed with this one. */
  listed: readonly MembershipDto[];
}) {
  const { activity, status, quantity, endsAt, pendingRenewalId } = membership;
  const sameOrder = listed.filter((other) => other.orderId === membership.orderId);
  // One débito per order: managed on the first card of the order that offers it.
  const subscriptionCard = sameOrder.find(offersSubscription);
  // One freeze per order too: 'Congelar' or 'Terminar congelamiento' on its first card that runs.
  const freezeCard = sameOrder.find(offersFreeze);
  const renewed = sameOrder.map((other) => ({
    slotId: other.diaHoraId,
    label: slotName(other),
    quantity: other.quantity,
    unitPrice: other.activity.price,
  }));
  return (
    <Card component="article" aria-label={slotName(membership)} sx={{ height: '100%' }}>
      <CardContent>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}
        >
          <Typography variant="h5" component="h3">
            {activity.name}
          </Typography>
          <PeriodStatusChip status={status} />
        </Stack>
        <Typography>
          {dayLabel(membership.day)} {membership.hour} · {quantity}{' '}
          {quantity === 1 ? 'lugar' : 'lugares'}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {status === 'Vencida' ? 'Venció el' : 'Vence el'} {formatGymDate(endsAt)}
        </Typography>
        {membership.frozenUntil !== null && (
          <Stack spacing={0.5} sx={{ mt: 1, alignItems: 'flex-start' }}>
            <FrozenChip until={membership.frozenUntil} />
            {freezeCard !== undefined && freezeCard !== membership && (
              <FrozenElsewhere managedFrom={slotName(freezeCard)} />
            )}
          </Stack>
        )}
        <Box sx={{ mt: 1.5 }}>
          {membership.leftOutOfRenewal ? (
            <LeftOutOfRenewal activityId={activity.id} />
          ) : pendingRenewalId === null ? (
            <RenewOrderButton orderId={membership.orderId} classes={renewed} />
          ) : (
            <PendingRenewal orderId={pendingRenewalId} />
          )}
        </Box>
        {freezeCard === membership && (
          <Box sx={{ mt: 1 }}>
            <MembershipFreeze
              membership={membership}
              classes={sameOrder.filter(offersFreeze).map(slotName)}
            />
          </Box>
        )}
        {subscriptionCard === membership ? (
          <>
            <Divider sx={{ my: 1.5 }} />
            <MembershipSubscription
              membership={membership}
              classes={sameOrder.filter(offersSubscription).map(slotName)}
            />
          </>
        ) : (
          subscriptionCard !== undefined &&
          isLiveSubscription(membership.subscription) && (
            <>
              <Divider sx={{ my: 1.5 }} />
              <CoveredBySubscription
                subscription={membership.subscription}
                managedFrom={slotName(subscriptionCard)}
              />
            </>
          )
        )}
      </CardContent>
    </Card>
  );
}

/** A class the member left out of the renewal: theirs until it ends, bought again from its page. */
function LeftOutOfRenewal({ activityId }: { activityId: number }) {
  return (
    <Typography variant="body2">
      No la incluiste en la renovación.{' '}
      <Link component={RouterLink} to={paths.classDetail.getHref(activityId)}>
        Comprarla de nuevo
      </Link>
    </Typography>
  );
}

/** A renewal of this membership waiting for its payment: 'Pagar' pays it, as Compras does. */
function PendingRenewal({ orderId }: { orderId: number }) {
  const { pay, paying } = usePayOrder();
  return (
    <Alert
      severity="info"
      variant="outlined"
      role="status"
      action={
        <Button size="small" variant="contained" loading={paying} onClick={() => void pay(orderId)}>
          Pagar
        </Button>
      }
      sx={{ alignItems: 'center' }}
    >
      Renovación pendiente de pago
    </Alert>
  );
}

const RETURN_MESSAGES: Record<
  Exclude<SubscriptionReturnPhase, null>,
  { severity: 'info' | 'success'; text: string }
> = {
  confirming: {
    severity: 'info',
    text: 'Estamos confirmando tu débito automático con Mercado Pago…',
  },
  confirmed: { severity: 'success', text: 'Tu débito automático quedó activo.' },
  unconfirmed: {
    severity: 'info',
    text: 'Mercado Pago todavía no confirmó tu débito automático. Si ya lo autorizaste, en unos minutos lo vas a ver activo acá.',
  },
};

/** Back from Mercado Pago: what became of the débito the member went to authorise. */
function SubscriptionReturnMessage({
  phase,
  onClose,
}: {
  phase: SubscriptionReturnPhase;
  onClose: () => void;
}) {
  if (phase === null) return null;
  const { severity, text } = RETURN_MESSAGES[phase];
  return (
    <Alert
      severity={severity}
      role="status"
      onClose={phase === 'confirming' ? undefined : onClose}
      closeText="Cerrar aviso"
    >
      {text}
    </Alert>
  );
}
