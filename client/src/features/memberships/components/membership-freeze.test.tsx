import { FREEZE_MESSAGES } from '@power-gym/contracts';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showAlert, showConfirm } from '@/lib/alert';
import {
  membershipDb,
  membershipOf,
  seedFreeze,
  subscriptionOf,
} from '@/testing/mocks/membership-handlers';
import { server } from '@/testing/mocks/server';
import { expectAlert } from '@/testing/popups';
import { recordRequests } from '@/testing/requests';
import { renderWithProviders, screen, waitFor, within } from '@/testing/test-utils';
import { FREEZE_EXPLANATION } from './membership-freeze';
import { MyMemberships } from './my-memberships';

/** 10/03/2025, 10:00 at the gym: the memberships seeded end on 04/04/2025. */
const NOW = new Date('2025-03-10T13:00:00.000Z');
const DAY_MS = 86_400_000;
const daysFromNow = (days: number) => new Date(NOW.getTime() + days * DAY_MS).toISOString();

/** Each POST or DELETE of /api/order/:id/freeze, as 'METHOD /path body'. */
const recordFreezeRequests = () => recordRequests((request) => request.url.includes('/freeze'));

/**
 * Order 5 (Funcional Lunes 08:00 and Yoga Miércoles 10:00, held, ending 04/04/2025) with the
 * débito `subscription`, and order 3 (expired).
 */
function seedMemberships(subscription: ReturnType<typeof subscriptionOf> | null = null) {
  membershipDb.memberships = [
    membershipOf(5, 11, { status: 'Activa', subscription }),
    membershipOf(5, 31, { status: 'Por vencer', quantity: 2, subscription }),
    membershipOf(3, 21, { status: 'Vencida', endsAt: '2025-02-01T15:30:00.000Z' }),
  ];
}

const openMemberships = () =>
  renderWithProviders(<MyMemberships />, { route: '/sociodashboard?seccion=actividades' });

async function membershipCard(name: string) {
  const list = await screen.findByRole('list', { name: 'Mis abonos' });
  return within(list).getByRole('article', { name });
}

/** Opens 'Congelar abono' from the card of Funcional Lunes 08:00. */
async function openFreezeDialog() {
  const rendered = openMemberships();
  const card = await membershipCard('Funcional Lunes 08:00');
  await rendered.user.click(within(card).getByRole('button', { name: 'Congelar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Congelar abono' });
  return {
    ...rendered,
    card,
    dialog,
    days: within(dialog).getByRole('spinbutton', { name: 'Días' }),
  };
}

describe("Mis abonos → 'Congelar'", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW, shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('offers it once per purchase, on a running membership only', async () => {
    seedMemberships();
    openMemberships();
    const first = await membershipCard('Funcional Lunes 08:00');
    expect(within(first).getByRole('button', { name: 'Congelar' })).toBeEnabled();
    // The other class of order 5 is frozen with it: not offered twice.
    const second = await membershipCard('Yoga Miércoles 10:00');
    expect(within(second).queryByRole('button', { name: /Congelar/ })).toBeNull();
    const expired = await membershipCard('Spinning Martes 07:00');
    expect(within(expired).queryByRole('button', { name: /Congelar/ })).toBeNull();
  });

  it('explains it in a dialog, and shows the new end for the days chosen', async () => {
    seedMemberships();
    const sent = recordFreezeRequests();
    const { user, dialog, days } = await openFreezeDialog();
    expect(dialog).toHaveAccessibleDescription(FREEZE_EXPLANATION);
    expect(FREEZE_EXPLANATION).toBe(
      'Pausá tu abono entre 7 y 30 días (hasta 30 días en doce meses). Tu lugar queda guardado, el abono se extiende esos días y el débito automático se pausa.',
    );
    expect(dialog).toHaveTextContent(
      'Se congela toda la compra N° 5: Funcional Lunes 08:00 y Yoga Miércoles 10:00.',
    );
    // 7 days by default, the field ready to type in.
    expect(days).toHaveValue(7);
    expect(days).toHaveFocus();
    expect(days).toHaveAccessibleDescription('Entre 7 y 30 días.');
    const newEnd = within(dialog).getByRole('status');
    expect(newEnd).toHaveTextContent('Tu abono vencería el 11/04/2025');
    await user.clear(days);
    await user.type(days, '10');
    expect(newEnd).toHaveTextContent('Tu abono vencería el 14/04/2025');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await sent()).toEqual([]);
  });

  it('is opened and left from the keyboard, the focus back on its button', async () => {
    seedMemberships();
    const { user } = openMemberships();
    const card = await membershipCard('Funcional Lunes 08:00');
    const open = within(card).getByRole('button', { name: 'Congelar' });
    open.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Congelar abono' });
    expect(within(dialog).getByRole('spinbutton', { name: 'Días' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(open).toHaveFocus());
  });

  it('freezes it: the success, then the list read again says until when', async () => {
    seedMemberships(subscriptionOf('Activa'));
    const sent = recordFreezeRequests();
    const { user, card, dialog, days } = await openFreezeDialog();
    await user.clear(days);
    await user.type(days, '10');
    await user.click(within(dialog).getByRole('button', { name: 'Congelar' }));
    await expectAlert({
      icon: 'success',
      title: 'Abono congelado hasta el 20/03/2025',
      text: 'Tu abono ahora vence el 14/04/2025.',
    });
    expect(await sent()).toEqual(['POST /api/order/5/freeze {"days":10}']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(card).findByText('Congelado hasta el 20/03/2025')).toBeVisible();
    expect(card).toHaveTextContent('Vence el 14/04/2025');
    // The chip's icon is not read out: the words say it.
    expect(within(card).getByTestId('AcUnitIcon')).toHaveAttribute('aria-hidden', 'true');
    expect(within(card).queryByRole('button', { name: 'Congelar' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Terminar congelamiento' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Renovar' })).toBeEnabled();
    expect(card).toHaveTextContent('Débito automático pausado');
    // The other class of the order is frozen too, and says where it is ended.
    const other = await membershipCard('Yoga Miércoles 10:00');
    expect(other).toHaveTextContent('Congelado hasta el 20/03/2025');
    expect(other).toHaveTextContent('Lo terminás desde Funcional Lunes 08:00.');
    expect(within(other).queryByRole('button', { name: /congela/i })).toBeNull();
  });

  it('keeps every button of the dialog disabled while the freeze is asked for', async () => {
    seedMemberships();
    let answer: (response: Response) => void = () => undefined;
    server.use(
      http.post(
        '*/api/order/:orderId/freeze',
        () => new Promise<Response>((resolve) => (answer = resolve)),
      ),
    );
    const { user, dialog } = await openFreezeDialog();
    const freeze = within(dialog).getByRole('button', { name: 'Congelar' });
    await user.click(freeze);
    await waitFor(() => expect(freeze).toBeDisabled());
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    // Escape waits for the answer too.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Congelar abono' })).toBeInTheDocument();
    answer(
      HttpResponse.json({ error: FREEZE_MESSAGES.alreadyFrozen }, { status: 409 }) as Response,
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      FREEZE_MESSAGES.alreadyFrozen,
    );
    expect(freeze).toBeEnabled();
  });

  it('refuses days out of 7 to 30, saying why', async () => {
    seedMemberships();
    const sent = recordFreezeRequests();
    const { user, dialog, days } = await openFreezeDialog();
    const freeze = within(dialog).getByRole('button', { name: 'Congelar' });
    const newEnd = within(dialog).getByRole('status');
    for (const typed of ['', '6', '31', '7.5']) {
      await user.clear(days);
      if (typed !== '') await user.type(days, typed);
      expect(days).toBeInvalid();
      expect(days).toHaveAccessibleDescription(FREEZE_MESSAGES.daysInvalid);
      expect(freeze).toBeDisabled();
      expect(newEnd).toHaveTextContent('');
    }
    await user.clear(days);
    await user.type(days, '30');
    expect(days).toBeValid();
    expect(days).toHaveAccessibleDescription('Entre 7 y 30 días.');
    expect(newEnd).toHaveTextContent('Tu abono vencería el 04/05/2025');
    expect(freeze).toBeEnabled();
    expect(await sent()).toEqual([]);
  });

  it("shows the server's refusal in the dialog, which stays open", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    seedMemberships();
    // 25 of the 30 days of the last twelve months already used.
    membershipDb.freezeDaysUsed = 25;
    const sent = recordFreezeRequests();
    const { user, card, dialog } = await openFreezeDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Congelar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(FREEZE_MESSAGES.yearLimit);
    expect(screen.getByRole('dialog', { name: 'Congelar abono' })).toBe(dialog);
    expect(within(dialog).getByRole('button', { name: 'Congelar' })).toBeEnabled();
    expect(showAlert).not.toHaveBeenCalled();
    expect(await sent()).toEqual(['POST /api/order/5/freeze {"days":7}']);
    // Changing the days clears it; the card is as it was.
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Días' }), '{Backspace}8');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(card).not.toHaveTextContent('Congelado');
  });

  it("shows the server's word on the days field", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    seedMemberships();
    server.use(
      http.post('*/api/order/:orderId/freeze', () =>
        HttpResponse.json(
          { error: 'Revisá los datos', fields: { days: FREEZE_MESSAGES.daysInvalid } },
          { status: 400 },
        ),
      ),
    );
    const { user, dialog, days } = await openFreezeDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Congelar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Revisá los datos');
    expect(days).toBeInvalid();
    expect(days).toHaveAccessibleDescription(FREEZE_MESSAGES.daysInvalid);
  });
});

describe("Mis abonos → a frozen membership, 'Terminar congelamiento'", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW, shouldAdvanceTime: true });
    seedMemberships();
    // Frozen two days ago for ten days: until 18/03/2025, the end moved to 14/04/2025.
    seedFreeze(5, daysFromNow(-2), daysFromNow(8));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says until when, and offers no freeze but the way to end it', async () => {
    openMemberships();
    const card = await membershipCard('Funcional Lunes 08:00');
    expect(within(card).getByText('Congelado hasta el 18/03/2025')).toBeVisible();
    expect(card).toHaveTextContent('Vence el 14/04/2025');
    expect(within(card).queryByRole('button', { name: 'Congelar' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Terminar congelamiento' })).toBeEnabled();
    // 'Renovar' is untouched.
    expect(within(card).getByRole('button', { name: 'Renovar' })).toBeEnabled();
    const other = await membershipCard('Yoga Miércoles 10:00');
    expect(within(other).queryByRole('button', { name: /Congelar|congelamiento/ })).toBeNull();
  });

  it('asks first, then ends it: the unused days come off the end', async () => {
    const sent = recordFreezeRequests();
    const { user } = openMemberships();
    const card = await membershipCard('Funcional Lunes 08:00');
    await user.click(within(card).getByRole('button', { name: 'Terminar congelamiento' }));
    expect(showConfirm).toHaveBeenCalledWith({
      title: '¿Terminar el congelamiento?',
      text: 'Vas a poder venir desde hoy. Los días que no usaste se descuentan del abono.',
      confirmButtonText: 'Terminar',
      cancelButtonText: 'Volver',
    });
    await expectAlert({
      icon: 'success',
      title: 'Congelamiento terminado',
      text: 'Tu abono vence el 06/04/2025.',
    });
    expect(await sent()).toEqual(['DELETE /api/order/5/freeze']);
    // The list read again: running, and it can be frozen anew.
    expect(await within(card).findByRole('button', { name: 'Congelar' })).toBeEnabled();
    expect(card).not.toHaveTextContent('Congelado');
    expect(card).toHaveTextContent('Vence el 06/04/2025');
  });

  it('is disabled while the end is asked for', async () => {
    let answer: (response: Response) => void = () => undefined;
    server.use(
      http.delete(
        '*/api/order/:orderId/freeze',
        () => new Promise<Response>((resolve) => (answer = resolve)),
      ),
    );
    const { user } = openMemberships();
    const card = await membershipCard('Funcional Lunes 08:00');
    const end = within(card).getByRole('button', { name: 'Terminar congelamiento' });
    await user.click(end);
    await waitFor(() => expect(end).toBeDisabled());
    answer(HttpResponse.json({ error: FREEZE_MESSAGES.notFrozen }, { status: 404 }) as Response);
    await expectAlert({ icon: 'error', title: FREEZE_MESSAGES.notFrozen });
  });

  it("keeps it when the member answers 'Volver'", async () => {
    vi.mocked(showConfirm).mockResolvedValueOnce(false);
    const sent = recordFreezeRequests();
    const { user } = openMemberships();
    const card = await membershipCard('Funcional Lunes 08:00');
    await user.click(within(card).getByRole('button', { name: 'Terminar congelamiento' }));
    await waitFor(() => expect(showConfirm).toHaveBeenCalled());
    expect(await sent()).toEqual([]);
    expect(showAlert).not.toHaveBeenCalled();
    expect(card).toHaveTextContent('Congelado hasta el 18/03/2025');
  });
});
