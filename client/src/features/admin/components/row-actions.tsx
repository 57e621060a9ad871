import BlockIcon from '@mui/icons-material/Block';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { AdminOrderDto, UserDto } from '@power-gym/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { showAlert, showConfirm } from '@/lib/alert';
import { apiErrorText } from '@/lib/api-error';
import {
  useCancelOrderMutation,
  useDeleteActivityMutation,
  useDeleteDiscountMutation,
  useDeleteSlotMutation,
  useDeleteTrainerMutation,
  useDeleteUserMutation,
} from '../api';
import {
  ADMIN_POPUP_MS,
  DELETE_BUTTONS,
  DELETE_TEXTS,
  ORDER_CANCEL_TEXTS,
  USER_DELETE_TEXTS,
} from '../messages';
import type { EditableSectionId } from '../sections';
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
 * 'Borrar' for a class, trainer, slot or discount: asks first; a refusal (a class or slot that
 * members' orders name) shows the server's reason.
 */
export function DeleteRowButton({ section, row }: { section: CatalogSectionId; row: AdminRow }) {
  const [remove, { isLoading }] = useDeleteMutation(section);
  const texts = DELETE_TEXTS[section];
  const label = `Borrar ${rowName(row)}`;

  const confirmAndRemove = async () => {
    const confirmed = await showConfirm({
      title: texts.confirm,
      text: rowName(row),
      confirmButtonText: DELETE_BUTTONS.confirmButton,
      cancelButtonText: DELETE_BUTTONS.cancelButton,
    });
    if (!confirmed) return;
    try {
      await remove(row.id).unwrap();
      void showAlert({ icon: 'success', title: texts.success, timer: ADMIN_POPUP_MS });
    } catch (error) {
      console.error(error);
      void showAlert({
        icon: 'error',
        title: texts.failure,
        text: apiErrorText(error, '') || undefined,
      });
    }
  };

  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} onClick={() => void confirmAndRemove()} disabled={isLoading}>
          <DeleteOutlineIcon />
        </IconButton>
      </span>
    </Tooltip>
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

  const remove = async () => {
    const confirmed = await showConfirm({
      title: USER_DELETE_TEXTS.confirm,
      text: `${user.name} ${user.lastName} (${user.email})`,
      confirmButtonText: USER_DELETE_TEXTS.confirmButton,
      cancelButtonText: USER_DELETE_TEXTS.cancelButton,
    });
    if (!confirmed) return;
    try {
      await deleteUser(user.id).unwrap();
      void showAlert({ icon: 'success', title: USER_DELETE_TEXTS.success, timer: ADMIN_POPUP_MS });
    } catch (error) {
      console.error(error);
      void showAlert({
        icon: 'error',
        title: USER_DELETE_TEXTS.failure,
        text: apiErrorText(error, '') || undefined,
      });
    }
  };

  return (
    <Tooltip title={disabled ? 'Este usuario no se puede borrar' : label}>
      <span>
        <IconButton
          aria-label={label}
          onClick={() => void remove()}
          disabled={disabled || isLoading}
        >
          <DeleteOutlineIcon />
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** Shown on every order not Canceled; the server refuses paid ones with its reason. */
export function CancelOrderButton({ order }: { order: AdminOrderDto }) {
  const [cancelOrder, { isLoading }] = useCancelOrderMutation();
  const label = `Cancelar orden ${order.id}`;

  const cancel = async () => {
    const confirmed = await showConfirm({
      title: ORDER_CANCEL_TEXTS.confirm,
      text: `Orden ${order.id} de ${order.user.name} ${order.user.lastName}`,
      confirmButtonText: ORDER_CANCEL_TEXTS.confirmButton,
      cancelButtonText: ORDER_CANCEL_TEXTS.cancelButton,
    });
    if (!confirmed) return;
    try {
      await cancelOrder(order.id).unwrap();
      void showAlert({ icon: 'success', title: ORDER_CANCEL_TEXTS.success, timer: ADMIN_POPUP_MS });
    } catch (error) {
      console.error(error);
      void showAlert({
        icon: 'error',
        title: ORDER_CANCEL_TEXTS.failure,
        text: apiErrorText(error, '') || undefined,
      });
    }
  };

  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          aria-label={label}
          color="error"
          onClick={() => void cancel()}
          disabled={isLoading}
        >
          <BlockIcon />
        </IconButton>
      </span>
    </Tooltip>
  );
}
