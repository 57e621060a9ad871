import { TOAST_CONTAINER_CLASS } from '@/config/theme';

export type ToastIcon = 'success' | 'error' | 'warning' | 'info';

export async function showToast(
  title: string,
  icon: ToastIcon = 'success',
  timer = 1500,
): Promise<void> {
  const { default: Swal } = await import('sweetalert2');
  await Swal.fire({
    toast: true,
    position: 'top-end',
    icon,
    title,
    timer,
    timerProgressBar: true,
    showConfirmButton: false,
    // Below the app bar, never over its cart and account buttons (config/theme.ts).
    customClass: { container: TOAST_CONTAINER_CLASS },
  });
}
