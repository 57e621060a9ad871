import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { showAlert, type AlertOptions } from '@/lib/alert';

/** Waits until the popup (sweetalert2, mocked in setup-tests) was shown with exactly these options. */
export async function expectAlert(options: AlertOptions) {
  await waitFor(() => expect(showAlert).toHaveBeenCalledWith(options));
}

/** Waits until the popup was shown with at least these options. */
export async function expectAlertLike(options: Partial<AlertOptions>) {
  await waitFor(() => expect(showAlert).toHaveBeenCalledWith(expect.objectContaining(options)));
}
