import { showConfirm, type ConfirmOptions } from '@/lib/alert';
import { saveWithPopups } from './save-with-popups';

/**
 * Asks `question` first; confirmed, runs the save with its popups, the failure one (with the
 * server's reason) staying up until closed. Resolves to whether it saved.
 */
export async function confirmThenSave(
  question: ConfirmOptions,
  texts: { success?: string; failure: string },
  save: () => Promise<unknown>,
): Promise<boolean> {
  if (!(await showConfirm(question))) return false;
  return saveWithPopups(texts, save, { stickyFailure: true });
}
