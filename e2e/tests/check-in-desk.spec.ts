import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { adminApi, createdOrderViaApi, getJson } from '../support/admin';
import { registerMember } from '../support/emulator';
import { signIn } from '../support/session';
import { listActivities } from '../support/shop';
import { chooseDashboardItem } from '../support/ui';

// Issue 32, check-in at the desk (docs/api.md 'Check-in', 'Attendance'): a member shows 'Mi pase' on
// a phone; the desk, on its own computer, types the pass's number and the member is in; the roster
// says so; the same pass again records nothing. The profesor sees only their own classes. Every
// time comes from now in Buenos Aires: the class starts a few minutes from now.

const ZONE = 'America/Argentina/Buenos_Aires';
const WEEKDAYS = ['Domingo', 'Lunes', 'Martes', 'Miercoles', 'Jueves', 'Viernes', 'Sabado'];
const DESK = { email: 'recepcion@powergym.com.ar', password: 'Recepcion123!' };
const PROFESOR = { email: 'profesor@powergym.com.ar', password: 'Profesor123!' };
/** The demo profesor teaches as this seeded trainer (prisma/seed/users.json). */
const PROFESOR_TRAINER = 'Camila Ríos';
const OTHER_TRAINER = 'Julián Acosta';
/** The class starts this long from now: inside the desk's 30-minute window, after the payment. */
const LEAD_MS = 10 * 60_000;

/** A moment in the gym's time zone: its date, weekday (as slots store it) and 'HH:MM'. */
function gymMoment(moment: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(moment)
      .map((part) => [part.type, part.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const weekday = WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? 'Lunes';
  return { date, weekday, hour: `${parts.hour}:${parts.minute}` };
}

/**
 * Two classes starting in a few minutes, through the admin API: one of another trainer, which the
 * member holds (a paid membership bought now covers it), and one of the profesor's trainer.
 */
async function setUp(request: APIRequestContext) {
  const api = await adminApi(request);
  const start = gymMoment(new Date(Date.now() + LEAD_MS));
  // A feriado today would close the class: the journey's day is opened (closures are the gym's).
  const [closure] = await getJson<{ closed: boolean }[]>(
    request,
    `/api/closures?from=${start.date}&to=${start.date}`,
  );
  if (closure?.closed) await api.put(`/api/closures/${start.date}`, { closed: false });

  const trainers = await getJson<{ id: number; name: string }[]>(request, '/api/trainer');
  const trainerId = (name: string) => {
    const trainer = trainers.find((candidate) => candidate.name === name);
    if (!trainer) throw new Error(`the seed has no trainer ${name}`);
    return trainer.id;
  };
  const tag = Date.now().toString(36);
  const newClass = async (name: string, trainer: string) => {
    const slotId = await api.post('/api/diahora/create', {
      day: start.weekday,
      hour: start.hour,
      capacity: 5,
    });
    await api.post('/api/activity', {
      name,
      image: '/media/activities/funcional.svg',
      video: '/media/video/hero.mp4',
      description: 'Una clase que empieza en unos minutos, para registrar el ingreso.',
      price: 5000,
      trainers: [trainerId(trainer)],
      diaHoraId: [slotId],
    });
    return slotId;
  };
  const names = { held: `Spinning ${tag}`, profesors: `Funcional ${tag}` };
  const heldSlot = await newClass(names.held, OTHER_TRAINER);
  await newClass(names.profesors, PROFESOR_TRAINER);
  expect((await listActivities(request)).map((activity) => activity.name)).toContain(names.held);

  const member = await registerMember(request, {
    prefix: 'ingreso',
    project: 'desktop',
    name: 'Irene',
    lastName: 'Ingreso',
    password: 'Ingreso123!',
  });
  const orderId = await createdOrderViaApi(request, member.idToken, heldSlot, 1);
  await api.put(`/api/order/${orderId}`, { state: 'Complete' });
  return { names, member, hour: start.hour };
}

/** A window of its own: a 360 px phone, or a desk computer that may use its (fake) camera. */
async function newPage(browser: Browser, baseURL: string, phone: boolean): Promise<Page> {
  const context = await browser.newContext(
    phone
      ? { baseURL, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true }
      : { baseURL, viewport: { width: 1280, height: 800 }, permissions: ['camera'] },
  );
  return context.newPage();
}

/** The desk types a pass's number in 'Registrar ingreso' and reads the answer. */
async function typePassNumber(desk: Page, number: string) {
  const way = desk.getByRole('region', { name: 'Número del pase' });
  await way.getByRole('textbox', { name: 'Número del pase' }).fill(number);
  await way.getByRole('button', { name: 'Registrar', exact: true }).click();
  return desk.getByRole('region', { name: 'Resultado del ingreso' });
}

test('a member shows Mi pase on a phone, the desk checks them in by its number once, the roster shows it; the profesor sees only their classes', async ({
  browser,
  request,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== 'desktop',
    'once is enough: the journey opens its own phone and desk windows',
  );
  test.setTimeout(90_000);
  const { names, member, hour } = await setUp(request);
  const baseURL = testInfo.project.use.baseURL ?? '';
  const phone = await newPage(browser, baseURL, true);
  const desk = await newPage(browser, baseURL, false);
  let passNumber = '';

  await test.step("the member opens 'Mi pase' on a 360 px phone", async () => {
    await signIn(phone, member.email, member.password, /\/sociodashboard/);
    await chooseDashboardItem(phone, 'Panel de socio', 'Mi pase');
    await expect(phone.getByRole('heading', { name: 'Mi pase', level: 1 })).toBeVisible();
    await expect(phone.getByRole('img', { name: 'Código QR de tu pase' })).toBeVisible();
    await expect(phone.getByText('Irene Ingreso')).toBeVisible();
    await expect(phone.getByText(/^Al día · vence el/)).toBeVisible();
    const spoken = await phone.getByText(/^Número del pase: (\d ){5}\d$/).textContent();
    passNumber = (spoken ?? '').replace(/\D/g, '');
    expect(passNumber).toMatch(/^\d{6}$/);
    // Nothing of the pass is cut or scrolled sideways on the phone.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
  });

  await test.step('the desk, in its own window, types the number: Registrado', async () => {
    await signIn(desk, DESK.email, DESK.password, /\/recepcion/);
    await expect(desk.getByRole('heading', { name: 'Registrar ingreso' })).toBeVisible();
    const result = await typePassNumber(desk, passNumber);
    await expect(result.getByRole('heading', { name: 'Registrado', exact: true })).toBeVisible();
    await expect(result).toContainText('Irene Ingreso');
    await expect(result).toContainText(`Clase: ${names.held}`);
    await expect(result).toContainText(hour);
  });

  await test.step("the roster of 'Clases de hoy' shows the member attended", async () => {
    await chooseDashboardItem(desk, 'Panel de recepción', 'Clases de hoy');
    await desk.getByRole('button', { name: `Tomar asistencia: ${names.held} ${hour}` }).click();
    const attended = desk.getByRole('switch', { name: 'Vino Irene Ingreso' });
    await expect(attended).toBeChecked();
    await expect(
      desk.getByText('Con el número del pase · registró Recepción Power Gym'),
    ).toBeVisible();
    await expect(desk.getByText('Vinieron 1 de 1')).toBeVisible();
  });

  await test.step('the same pass again says Ya registrado and records nothing', async () => {
    await chooseDashboardItem(desk, 'Panel de recepción', 'Registrar ingreso');
    const result = await typePassNumber(desk, passNumber);
    await expect(result.getByRole('heading', { name: 'Ya registrado', exact: true })).toBeVisible();
    await chooseDashboardItem(desk, 'Panel de recepción', 'Clases de hoy');
    await desk.getByRole('button', { name: `Tomar asistencia: ${names.held} ${hour}` }).click();
    await expect(desk.getByText('Vinieron 1 de 1')).toBeVisible();
  });

  await test.step("the desk's camera reads with a QR reader served by us, never a CDN", async () => {
    const elsewhere: string[] = [];
    const wasm: string[] = [];
    const origin = new URL(desk.url()).origin;
    desk.on('request', (sent) => {
      const url = new URL(sent.url());
      if (url.pathname.endsWith('.wasm')) wasm.push(url.origin);
      if (url.origin !== origin && !url.host.startsWith('127.0.0.1:9099')) elsewhere.push(url.href);
    });
    await chooseDashboardItem(desk, 'Panel de recepción', 'Registrar ingreso');
    await desk.getByRole('button', { name: 'Usar la cámara' }).click();
    await expect(desk.getByLabel('Imagen de la cámara')).toBeVisible();
    await expect.poll(() => wasm).toEqual([origin]);
    await desk.getByRole('button', { name: 'Detener cámara' }).click();
    expect(elsewhere).toEqual([]);
  });

  await test.step("the profesor's 'Mis clases' lists their class only", async () => {
    const profesor = await newPage(browser, baseURL, false);
    await signIn(profesor, PROFESOR.email, PROFESOR.password, /\/profesor/);
    await expect(profesor.getByRole('heading', { name: 'Mis clases' })).toBeVisible();
    await expect(
      profesor.getByRole('button', { name: `Tomar asistencia: ${names.profesors} ${hour}` }),
    ).toBeVisible();
    await expect(profesor.getByText(names.held)).toHaveCount(0);
    await profesor.context().close();
  });

  await phone.context().close();
  await desk.context().close();
});
