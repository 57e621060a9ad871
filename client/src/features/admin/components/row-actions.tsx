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
import { useCancelOrderMutation, useDeleteUserMutation } from '../api';
import { ADMIN_POPUP_MS, ORDER_CANCEL_TEXTS, USER_DELETE_TEXTS } from '../messages';
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

/** Classes, trainers, slots and discounts have no delete route: the control says so. */
export function DeleteUnavailable({ row }: { row: AdminRow }) {
  return (
    <Tooltip title="Esta sección no permite borrar registros">
      <span>
        <IconButton aria-label={`Borrar ${rowName(row)}`} disabled>
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
