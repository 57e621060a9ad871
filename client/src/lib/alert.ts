/**
 * sweetalert2 hides the page's other top-level elements with aria-hidden while it is open and
 * restores what it found on close. When an MUI Dialog closes as the alert opens, what it found is
 * the Dialog's aria-hidden on #root, so the whole app would stay hidden from screen readers.
 */
function restoreAppAccessibility() {
  if (document.querySelector('.MuiModal-root:not(.MuiModal-hidden)')) return;
  document.getElementById('root')?.removeAttribute('aria-hidden');
}

export interface AlertOptions {
  title: string;
  text?: string;
  icon?: 'success' | 'error' | 'warning' | 'info';
  /** Closes by itself after this many milliseconds, without a button. */
  timer?: number;
  confirmButtonText?: string;
}

/** A sweetalert2 dialog, loaded on first use. */
export async function showAlert({
  title,
  text,
  icon = 'info',
  timer,
  confirmButtonText = 'Aceptar',
}: AlertOptions): Promise<void> {
  const { default: Swal } = await import('sweetalert2');
  await Swal.fire({
    title,
    text,
    icon,
    timer,
    timerProgressBar: timer !== undefined,
    showConfirmButton: timer === undefined,
    confirmButtonText,
    didClose: restoreAppAccessibility,
  });
}

export interface ConfirmOptions {
  title: string;
  text?: string;
  confirmButtonText: string;
  cancelButtonText: string;
  /**
   * Whether the focus goes back to where it was once the question closes (yes unless told): no
   * when the answer removes that control, and the caller moves the focus itself.
   */
  returnFocus?: boolean;
}

/** A sweetalert2 question with two buttons; resolves to whether the user confirmed. */
export async function showConfirm({
  title,
  text,
  confirmButtonText,
  cancelButtonText,
  returnFocus = true,
}: ConfirmOptions): Promise<boolean> {
  const { default: Swal } = await import('sweetalert2');
  const result = await Swal.fire({
    title,
    text,
    icon: 'warning',
    showCancelButton: true,
    confirmButtonText,
    cancelButtonText,
    reverseButtons: true,
    focusCancel: true,
    returnFocus,
    didClose: restoreAppAccessibility,
  });
  return result.isConfirmed;
}

export interface PromptOptions extends ConfirmOptions {
  /** The label of the optional text field under the question. */
  inputLabel: string;
  inputPlaceholder?: string;
}

/**
 * A sweetalert2 question with two buttons and an optional text field (a discount code); resolves
 * to what was typed, trimmed ('' when nothing), or null when the user did not confirm.
 */
export async function showPrompt({
  title,
  text,
  confirmButtonText,
  cancelButtonText,
  inputLabel,
  inputPlaceholder,
}: PromptOptions): Promise<string | null> {
  const { default: Swal } = await import('sweetalert2');
  const result = await Swal.fire<string>({
    title,
    text,
    icon: 'question',
    input: 'text',
    inputLabel,
    inputPlaceholder,
    inputAttributes: { autocomplete: 'off', autocapitalize: 'characters', maxlength: '40' },
    showCancelButton: true,
    confirmButtonText,
    cancelButtonText,
    reverseButtons: true,
    didClose: restoreAppAccessibility,
  });
  return result.isConfirmed ? (result.value ?? '').trim() : null;
}
