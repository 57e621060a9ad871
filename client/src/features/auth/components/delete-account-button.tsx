import Button from '@mui/material/Button';
import { showAlert, showConfirm } from '@/lib/alert';
import { apiErrorText } from '@/lib/api-error';
import { useDeleteAccountMutation } from '../api';
import { useSignOut } from '../hooks/use-sign-out';

/** What deleting the account takes away and what stays, as the question says it. */
export const DELETE_ACCOUNT_TEXT =
  'Se borrarán tus datos personales y tus reseñas, y perderás tus lugares reservados y tus abonos activos. Tus compras quedan registradas para la contabilidad del gimnasio.';

/**
 * 'Eliminar mi cuenta' (members only; the server never lets an admin delete themselves): asks
 * first, then the server deletes the Firebase account too, so the session only ends here.
 */
export function DeleteAccountButton({ userId }: { userId: number }) {
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const signOut = useSignOut();

  const confirmAndDelete = async () => {
    const confirmed = await showConfirm({
      title: '¿Eliminar tu cuenta?',
      text: DELETE_ACCOUNT_TEXT,
      confirmButtonText: 'Eliminar mi cuenta',
      cancelButtonText: 'Cancelar',
    });
    if (!confirmed) return;
    try {
      await deleteAccount(userId).unwrap();
    } catch (failure) {
      void showAlert({
        icon: 'error',
        title: apiErrorText(failure, 'No pudimos eliminar tu cuenta, intentá nuevamente'),
      });
      return;
    }
    // The Firebase account is gone: signing out only forgets it on this device, and a failure
    // there (the SDK may no longer know the user) still clears the session.
    try {
      await signOut();
    } catch (error) {
      console.error(error);
    }
    void showAlert({ icon: 'success', title: 'Tu cuenta fue eliminada' });
  };

  return (
    <Button
      variant="outlined"
      color="error"
      loading={isLoading}
      onClick={() => void confirmAndDelete()}
    >
      Eliminar mi cuenta
    </Button>
  );
}
