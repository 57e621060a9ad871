import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import BlockIcon from '@mui/icons-material/Block';
import CreditCardOffOutlinedIcon from '@mui/icons-material/CreditCardOffOutlined';
import UnarchiveOutlinedIcon from '@mui/icons-material/UnarchiveOutlined';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { AdminOrderDto, AdminReviewDto, UserDto } from '@power-gym/contracts';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useCancelSubscriptionMutation } from '@/lib/order-actions';
import {
  useArchiveRowMutation,
  useCancelOrderMutation,
  useSetReviewHiddenMutation,
  useDeleteActivityMutation,
  useDeleteDiscountMutation,
  useDeleteSlotMutation,
  useDeleteTrainerMutation,
  useDeleteUserMutation,
  useRefundOrderMutation,
} from '../api';
import {
  ARCHIVE_BUTTONS,
  ARCHIVE_TEXTS,
  DEBIT_CANCEL_TEXTS,
  DELETE_BUTTONS,
  REVIEW_VISIBILITY_TEXTS,
  type ArchivableSectionId,
  DELETE_TEXTS,
  ORDER_CANCEL_TEXTS,
  ORDER_REFUND_TEXTS,
  USER_DELETE_TEXTS,
} from '../messages';
import type { EditableSectionId } from '../sections';
import { confirmThenSave } from '../utils/confirm-then-save';
import { rowName, type AdminRow } from '../utils/table-values';

export function EditLink({ section, row }: { section: EditableSectionId; row: AdminRow }) {
  const label = `Editar ${rowName(row)}`;
  return (
    <Tooltip title={label}>
      <IconButton
        component={RouterLink}
        to={paths.adminEdit.getHref(section, row.id)}
        aria-label={label}
      >
        <EditOutlinedIcon />
      </IconButton>
    </Tooltip>
  );
}

type CatalogSectionId = Exclude<EditableSectionId, 'usuarios'>;

/** The delete mutation of each catalogue section. */
function useDeleteMutation(section: CatalogSectionId) {
  const activity = useDeleteActivityMutation();
  const trainer = useDeleteTrainerMutation();
  const slot = useDeleteSlotMutation();
  const discount = useDeleteDiscountMutation();
  const bySection = {
    clases: activity,
    instructores: trainer,
    'dias-y-horas': slot,
    descuentos: discount,
  } as const;
  return bySection[section];
}

/**
 * An icon button that asks first, then runs the action; its failure popup (with the server's
 * reason) stays up until closed.
 */
function ConfirmedActionButton({
  label,
  tooltip = label,
  detail,
  texts,
  buttons,
  action,
  busy,
  disabled = false,
  color,
  children,
}: {
  label: string;
  tooltip?: string;
  /** The question's second line, naming the row. */
  detail: string;
  texts: { confirm: string; success: string; failure: string };
  buttons: { confirmButton: string; cancelButton: string };
  action: () => Promise<unknown>;
  busy: boolean;
  disabled?: boolean;
  color?: 'error';
  children: ReactNode;
}) {
  const confirmAndRun = () =>
    confirmThenSave(
      {
        title: texts.confirm,
        text: detail,
        confirmButtonText: buttons.confirmButton,
        cancelButtonText: buttons.cancelButton,
      },
      texts,
      action,
    );

  return (
    <Tooltip title={tooltip}>
      <span>
        <IconButton
          aria-label={label}
          color={color}
          onClick={() => void confirmAndRun()}
          disabled={disabled || busy}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/**
 * 'Borrar' for a class, trainer, slot or discount: asks first; a refusal (a class or slot that
 * members' orders name) shows the server's reason.
 */
export function DeleteRowButton({ section, row }: { section: CatalogSectionId; row: AdminRow }) {
  const [remove, { isLoading }] = useDeleteMutation(section);
  return (
    <ConfirmedActionButton
      label={`Borrar ${rowName(row)}`}
      detail={rowName(row)}
      texts={DELETE_TEXTS[section]}
      buttons={DELETE_BUTTONS}
      action={() => remove(row.id).unwrap()}
      busy={isLoading}
    >
      <DeleteOutlineIcon />
    </ConfirmedActionButton>
  );
}

/** `disabled` for the protected 'Admin' and the signed-in admin, whom the server never deletes. */
export function DeleteUserButton({
  user,
  disabled = false,
}: {
  user: UserDto;
  disabled?: boolean;
}) {
  const [deleteUser, { isLoading }] = useDeleteUserMutation();
  const label = `Borrar ${rowName(user)}`;
  return (
    <ConfirmedActionButton
      label={label}
      tooltip={disabled ? 'Este usuario no se puede borrar' : label}
      detail={`${user.name} ${user.lastName} (${user.email})`}
      texts={USER_DELETE_TEXTS}
      buttons={USER_DELETE_TEXTS}
      action={() => deleteUser(user.id).unwrap()}
      busy={isLoading}
      disabled={disabled}
    >
      <DeleteOutlineIcon />
    </ConfirmedActionButton>
  );
}

/**
 * Shown on every order not Canceled or Refunded. An unpaid order is cancelled and its places come
 * back; a paid one is cancelled and refunded in full through Mercado Pago, which the question
 * says; a refund Mercado Pago refuses shows the server's reason and the order stays paid.
 */
export function CancelOrderButton({ order }: { order: AdminOrderDto }) {
  const [cancelOrder, cancel] = useCancelOrderMutation();
  const [refundOrder, refund] = useRefundOrderMutation();
  const refundProps = {
    tooltip: `Cancelar y reembolsar la orden ${order.id}`,
    detail: ORDER_REFUND_TEXTS.detail,
    texts: { ...ORDER_REFUND_TEXTS, confirm: ORDER_REFUND_TEXTS.confirm(order.id) },
    buttons: ORDER_REFUND_TEXTS,
    action: () => refundOrder(order.id).unwrap(),
    busy: refund.isLoading,
  };
  const cancelProps = {
    detail: `Orden ${order.id} de ${order.user.name} ${order.user.lastName}`,
    texts: ORDER_CANCEL_TEXTS,
    buttons: ORDER_CANCEL_TEXTS,
    action: () => cancelOrder(order.id).unwrap(),
    busy: cancel.isLoading,
  };
  return (
    <ConfirmedActionButton
      label={`Cancelar orden ${order.id}`}
      {...(order.state === 'Complete' ? refundProps : cancelProps)}
      color="error"
    >
      <BlockIcon />
    </ConfirmedActionButton>
  );
}

/**
 * Ordenes: an order whose débito may still charge ('Pendiente', 'Activa', 'Pausada'); cancelled
 * at Mercado Pago, the membership runs to its end.
 */
export function CancelDebitButton({ order }: { order: AdminOrderDto }) {
  const [cancelSubscription, { isLoading }] = useCancelSubscriptionMutation();
  const texts = DEBIT_CANCEL_TEXTS;
  return (
    <ConfirmedActionButton
      label={texts.label(order.id)}
      detail={texts.detail(`${order.user.name} ${order.user.lastName}`)}
      texts={{ ...texts, confirm: texts.confirm(order.id) }}
      buttons={texts}
      action={() => cancelSubscription(order.id).unwrap()}
      busy={isLoading}
    >
      <CreditCardOffOutlinedIcon />
    </ConfirmedActionButton>
  );
}

const ARCHIVABLE_LISTS = {
  clases: 'activity',
  instructores: 'trainer',
  'dias-y-horas': 'slot',
} as const;

/**
 * 'Archivar' on a row on the public pages, 'Restaurar' on an archived one: asks first, naming
 * what changes; a refusal shows the server's reason.
 */
export function ArchiveRowButton({
  section,
  row,
}: {
  section: ArchivableSectionId;
  row: AdminRow & { archivedAt: string | null };
}) {
  const [archiveRow, { isLoading }] = useArchiveRowMutation();
  const archived = row.archivedAt !== null;
  const step = archived ? 'restore' : 'archive';
  const texts = ARCHIVE_TEXTS[section][step];
  const buttons = ARCHIVE_BUTTONS[step];
  return (
    <ConfirmedActionButton
      label={`${buttons.label} ${rowName(row)}`}
      detail={`${rowName(row)}. ${texts.detail}`}
      texts={texts}
      buttons={buttons}
      action={() =>
        archiveRow({ list: ARCHIVABLE_LISTS[section], id: row.id, archived: !archived }).unwrap()
      }
      busy={isLoading}
    >
      {archived ? <UnarchiveOutlinedIcon /> : <ArchiveOutlinedIcon />}
    </ConfirmedActionButton>
  );
}

/** Reseñas: 'Ocultar' a visible review, 'Mostrar' a hidden one; asks first. */
export function ReviewVisibilityButton({ review }: { review: AdminReviewDto }) {
  const [setHidden, { isLoading }] = useSetReviewHiddenMutation();
  const hidden = review.hiddenAt !== null;
  const texts = hidden ? REVIEW_VISIBILITY_TEXTS.show : REVIEW_VISIBILITY_TEXTS.hide;
  const author = `${review.user.name} ${review.user.lastName}`;
  return (
    <ConfirmedActionButton
      label={`${texts.label} la reseña de ${author} (${review.activity.name})`}
      tooltip={texts.label}
      detail={texts.detail}
      texts={texts}
      buttons={texts}
      action={() => setHidden({ id: review.id, hidden: !hidden }).unwrap()}
      busy={isLoading}
    >
      {hidden ? <VisibilityOutlinedIcon /> : <VisibilityOffOutlinedIcon />}
    </ConfirmedActionButton>
  );
}
