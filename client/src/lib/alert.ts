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
  });
}

export interface ConfirmOptions {
  title: string;
  text?: string;
  confirmButtonText: string;
  cancelButtonText: string;
}

/** A sweetalert2 question with two buttons; resolves to whether the user confirmed. */
export async function showConfirm({
  title,
  text,
  confirmButtonText,
  cancelButtonText,
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
  });
  return result.isConfirmed;
}
