import { showAlert } from '@/lib/alert';
import { apiErrorText } from '@/lib/api-error';
import { ADMIN_POPUP_MS } from '../messages';

/**
 * Runs a save and shows its success (when given) or failure popup (messages.ts). The failure
 * popup also carries the server's reason, e.g. a code already taken. Resolves to whether it saved.
 * `stickyFailure` leaves the failure popup up until the user closes it.
 */
export async function saveWithPopups(
  texts: { success?: string; failure: string },
  save: () => Promise<unknown>,
  { stickyFailure = false }: { stickyFailure?: boolean } = {},
): Promise<boolean> {
  try {
    await save();
    if (texts.success !== undefined) {
      void showAlert({ icon: 'success', title: texts.success, timer: ADMIN_POPUP_MS });
    }
    return true;
  } catch (error) {
    console.error(error);
    void showAlert({
      icon: 'error',
      title: texts.failure,
      text: apiErrorText(error, '') || undefined,
      timer: stickyFailure ? undefined : ADMIN_POPUP_MS,
    });
    return false;
  }
}
