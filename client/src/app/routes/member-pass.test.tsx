import { toDataURL } from 'qrcode';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PASS_REFRESH_MS } from '@/features/pass/api';
import { QR_OPTIONS } from '@/features/pass/hooks/use-qr-image';
import { passDb, passOf } from '@/testing/mocks/pass-handlers';
import { refuseGetUntilRecovered } from '@/testing/mocks/server';
import { act, fireEvent, renderAppAsMember, screen, waitFor, within } from '@/testing/test-utils';

beforeEach(() => passDb.reset());
afterEach(() => {
  vi.useRealTimers();
});

/** Real time keeps flowing (the lazy route, msw), and the test jumps ahead when it needs to. */
function useControlledClock() {
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
}

async function openPass() {
  const view = renderAppAsMember('/sociodashboard?seccion=pase');
  await screen.findByRole('heading', { name: 'Mi pase', level: 1 });
  return view;
}

const qrImage = () => screen.findByRole('img', { name: 'Código QR de tu pase' });

/** The image the pass's code draws, as 'Mi pase' draws it. */
const qrOf = (number: string) => toDataURL(passOf(number).code, QR_OPTIONS);

describe('Mi pase', () => {
  it('shows the QR of the code, the grouped number, the member and their standing', async () => {
    await openPass();
    const nav = screen.getByRole('navigation', { name: 'Panel de socio' });
    expect(within(nav).getByRole('button', { name: 'Mi pase' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    expect(await qrImage()).toHaveAttribute('src', await qrOf('123456'));
    expect(screen.getByText('123 456')).toBeVisible();
    expect(screen.getByText('Número del pase: 1 2 3 4 5 6')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ana Pérez', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Al día · vence el 30/12/2026')).toBeInTheDocument();
    expect(
      screen.getByText('El código cambia cada minuto: mostralo en recepción.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is opened from the side bar', async () => {
    const { user, router } = renderAppAsMember('/sociodashboard');
    await screen.findByRole('heading', { name: 'Mi Perfil' });
    const nav = screen.getByRole('navigation', { name: 'Panel de socio' });
    await user.click(within(nav).getByRole('button', { name: 'Mi pase' }));
    expect(await screen.findByRole('heading', { name: 'Mi pase', level: 1 })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?seccion=pase');
  });

  it('asks for a new pass every minute and shows its code and number', async () => {
    useControlledClock();
    passDb.passNumbers = ['123456', '654321'];
    await openPass();
    await screen.findByText('123 456');

    await act(() => vi.advanceTimersByTimeAsync(PASS_REFRESH_MS - 5_000));
    expect(passDb.passes).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await screen.findByText('654 321')).toBeInTheDocument();
    expect(screen.queryByText('123 456')).not.toBeInTheDocument();
    expect(screen.getByText('Número del pase: 6 5 4 3 2 1')).toBeInTheDocument();
    const newQr = await qrOf('654321');
    await waitFor(async () => expect(await qrImage()).toHaveAttribute('src', newQr));
    expect(passDb.passes).toBe(2);
  });

  it('asks for a new pass when the page comes back into view, once for both events', async () => {
    passDb.passNumbers = ['123456', '654321', '111111'];
    await openPass();
    await screen.findByText('123 456');

    fireEvent(document, new Event('visibilitychange'));
    fireEvent.focus(window);
    expect(await screen.findByText('654 321')).toBeInTheDocument();
    expect(passDb.passes).toBe(2);
  });

  it("shows the error and 'Reintentar' loads the pass", async () => {
    const failing = refuseGetUntilRecovered('*/api/checkin/pass', 500, 'Error interno');
    const { user } = await openPass();
    expect(await screen.findByText('No pudimos cargar tu pase.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Código QR de tu pase' })).not.toBeInTheDocument();

    failing.recover();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await qrImage()).toBeInTheDocument();
    expect(screen.getByText('123 456')).toBeInTheDocument();
    expect(screen.queryByText('No pudimos cargar tu pase.')).not.toBeInTheDocument();
  });

  it('keeps a pass that failed to refresh only until it expires', async () => {
    useControlledClock();
    await openPass();
    await screen.findByText('123 456');
    const failing = refuseGetUntilRecovered('*/api/checkin/pass', 503, 'Sin conexión');

    // Still good for another minute: shown, with the error.
    await act(() => vi.advanceTimersByTimeAsync(PASS_REFRESH_MS));
    expect(await screen.findByText('No pudimos actualizar tu pase.')).toBeInTheDocument();
    expect(screen.getByText('123 456')).toBeInTheDocument();

    // Two minutes old: a stale code is never shown.
    await act(() => vi.advanceTimersByTimeAsync(PASS_REFRESH_MS));
    expect(await screen.findByText('No pudimos cargar tu pase.')).toBeInTheDocument();
    expect(screen.queryByText('123 456')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Código QR de tu pase' })).not.toBeInTheDocument();

    failing.recover();
    passDb.passNumbers = ['654321'];
    passDb.passes = 0;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('654 321')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
