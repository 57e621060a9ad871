import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { adminApi, getJson } from './admin';
import { listActivities, moneyPattern } from './shop';

/**
 * A class of its own with one Jueves 07:00 slot of 5 places, so what a journey does to it (a price
 * rise, a refund) touches no other spec.
 */
export async function newClass(
  request: APIRequestContext,
  { name, price }: { name: string; price: number },
) {
  const api = await adminApi(request);
  const fullName = `${name} ${Date.now().toString(36)}`;
  const slotId = await api.post('/api/diahora/create', {
    day: 'Jueves',
    hour: '07:00',
    capacity: 5,
  });
  const trainers = await getJson<{ id: number }[]>(request, '/api/trainer');
  await api.post('/api/activity', {
    name: fullName,
    image: '/media/activities/funcional.svg',
    video: '/media/video/hero.mp4',
    description: 'Una clase creada para una prueba de punta a punta.',
    price,
    trainers: [trainers[0]?.id],
    diaHoraId: [slotId],
  });
  const activity = (await listActivities(request)).find((a) => a.name === fullName);
  const slot = activity?.diaHoras[0];
  if (!activity || !slot) throw new Error('the new class is not in the catalogue');
  return { api, activity, slot };
}

export async function openMemberships(page: Page) {
  await page.goto('/sociodashboard?seccion=actividades');
  await expect(page.getByRole('heading', { name: 'Mis abonos', level: 2 })).toBeVisible();
}

/**
 * 'Activar débito automático' on the membership card `card` and 'Autorizar débito' on the
 * sandbox's page; back in 'Mis abonos' the card says it is active. Answers the preapproval id.
 */
export async function turnOnDebit(page: Page, card: string, amount: number): Promise<string> {
  await openMemberships(page);
  await page
    .getByRole('article', { name: card })
    .getByRole('button', { name: 'Activar débito automático' })
    .click();
  await expect(page.getByRole('heading', { name: 'Autorizar débito automático' })).toBeVisible();
  await expect(page.getByText(moneyPattern(amount)).first()).toBeVisible();
  await page.getByRole('button', { name: 'Autorizar débito' }).click();
  await page.waitForURL(/seccion=actividades/);
  const preapprovalId = new URL(page.url()).searchParams.get('preapproval_id') ?? '';
  expect(preapprovalId).toMatch(/^[0-9a-f]{32}$/);
  await openMemberships(page);
  await expect(page.getByRole('article', { name: card })).toContainText('Débito automático activo');
  return preapprovalId;
}

/** The sandbox runs this month's charge now, as Mercado Pago would on its date. */
export function charge(request: APIRequestContext, preapprovalId: string, status: string) {
  return request.post(`/mp-sandbox/v1/preapproval/${preapprovalId}/charge`, { data: { status } });
}
