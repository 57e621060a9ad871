import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_MEMBER, uniqueEmail } from '../support/accounts';
import { signIn } from '../support/session';
import { cartToggle, listActivities, roomiestSlot } from '../support/shop';
import { alertDialog, field, visit } from '../support/ui';

// axe over every screen a visitor, a member and an admin can reach: no serious or critical violation.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// With motion reduced (the theme then drops its transitions), axe never measures the contrast of a
// button halfway through fading from disabled to enabled.
test.use({ reducedMotion: 'reduce' });

interface Screen {
  name: string;
  url: string;
  /** Visible once the screen has its data, so axe sees the real page, not a skeleton. */
  ready: (page: Page) => Promise<void>;
}

const heading = (name: string | RegExp, level?: number) => async (page: Page) => {
  await expect(page.getByRole('heading', { name, level }).first()).toBeVisible({
    timeout: 15_000,
  });
};

async function expectNoSeriousViolations(page: Page, screen: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const report = serious.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')}: ${node.html.slice(0, 160)}`)
        .join('\n  ')}`,
  );
  expect(report, `axe on ${screen}`).toEqual([]);
}

/** Tabs through the page and returns how many distinct controls took the focus. */
async function tabThrough(page: Page, presses: number): Promise<Set<string>> {
  const reached = new Set<string>();
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press('Tab');
    const id = await page.evaluate(() => {
      const active = document.activeElement;
      if (!active || active === document.body) return null;
      active.setAttribute('data-a11y-seen', 'true');
      return `${active.tagName}:${active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 40) ?? ''}`;
    });
    if (id) reached.add(id);
  }
  return reached;
}

/** Presses Tab until the control has the focus (fails after `max` presses). */
async function tabTo(page: Page, control: Locator, max = 80) {
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press('Tab');
    if (await control.evaluate((node) => node === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${control.toString()}`);
}

const PUBLIC_SCREENS: Screen[] = [
  { name: 'home', url: '/', ready: heading(/clases/i) },
  { name: 'class detail', url: '/clases/1', ready: heading(/.+/, 1) },
  { name: 'about', url: '/about', ready: heading('Nuestro Staff') },
  { name: 'login', url: '/login', ready: heading('Iniciar sesión', 1) },
  { name: 'register', url: '/register', ready: heading('Crear cuenta', 1) },
  { name: 'checkout (signed out)', url: '/checkout', ready: heading('Iniciar sesión', 1) },
  { name: 'recipe detail', url: '/recipes/900001', ready: heading(/.+/, 1) },
  { name: 'reviews', url: '/reviews', ready: heading('Comentarios', 1) },
  {
    name: 'timetable',
    url: '/horarios',
    // A day's heading ('Lunes 30/11') once the week is in, or the empty week's notice.
    ready: async (page) => {
      const day = page.getByRole('heading', {
        name: /^(Lunes|Martes|Miércoles|Jueves|Viernes|Sábado|Domingo) \d{1,2}\/\d{1,2}$/,
        level: 2,
      });
      const empty = page.getByText('No hay clases programadas esta semana.');
      await expect(day.or(empty).first()).toBeVisible({ timeout: 15_000 });
    },
  },
  { name: 'not found', url: '/no-existe', ready: heading(/.+/, 1) },
  {
    name: 'arrepentimiento',
    url: '/arrepentimiento',
    ready: heading('Botón de arrepentimiento', 1),
  },
  { name: 'baja', url: '/baja', ready: heading('Botón de baja', 1) },
  {
    name: 'confirm a request',
    url: `/solicitudes/PG-0000000000/confirmar?token=${'a'.repeat(43)}`,
    ready: heading('Confirmar solicitud', 1),
  },
];

const MEMBER_SCREENS: Screen[] = [
  { name: 'member profile', url: '/sociodashboard?seccion=perfil', ready: heading('Mi Perfil', 1) },
  {
    name: 'member activities',
    url: '/sociodashboard?seccion=actividades',
    ready: heading(/actividades/i),
  },
  { name: 'member recipes', url: '/sociodashboard?seccion=recetas', ready: heading(/recetas/i) },
  { name: 'member purchases', url: '/sociodashboard?seccion=compras', ready: heading(/compras/i) },
  { name: 'member pass', url: '/sociodashboard?seccion=pase', ready: heading('Mi pase', 1) },
];

/** A staff day ('Clases de hoy', the profesor's 'Clases del día') once its classes are in. */
const staffDay = (title: string) => async (page: Page) => {
  await heading(title)(page);
  const day = page.getByRole('button', { name: /^(Tomar asistencia|Ver lista): / });
  const empty = page.getByText('No hay clases este día.');
  await expect(day.or(empty).first()).toBeVisible({ timeout: 15_000 });
};

/** The desk's page, each section once its data is in. */
const DESK_SCREENS: Screen[] = [
  { name: 'desk check-in', url: '/recepcion?seccion=ingreso', ready: heading('Registrar ingreso') },
  { name: "desk's day", url: '/recepcion?seccion=clases', ready: staffDay('Clases de hoy') },
  {
    name: 'desk sale',
    url: '/recepcion?seccion=venta',
    ready: async (page) => {
      await heading('Venta en recepción')(page);
      await expect(page.getByRole('combobox', { name: 'Clase' })).toBeVisible();
    },
  },
  { name: "desk's cash", url: '/recepcion?seccion=caja', ready: heading('Caja del día') },
];

const ADMIN_SECTIONS = [
  'usuarios',
  'clases',
  'instructores',
  'ordenes',
  'dias-y-horas',
  'descuentos',
];

test.describe('visitor screens', () => {
  for (const screen of PUBLIC_SCREENS) {
    test(`${screen.name} has no serious axe violation`, async ({ page }) => {
      await visit(page, screen.url);
      await screen.ready(page);
      await expectNoSeriousViolations(page, screen.name);
    });
  }

  test('every link and button of the home page is reachable by keyboard @keyboard', async ({
    page,
  }) => {
    await visit(page, '/');
    await heading(/clases/i)(page);
    const controls = page.locator(
      'a[href]:visible, button:visible:not([disabled]), input:visible:not([disabled])',
    );
    const count = await controls.count();
    await tabThrough(page, count * 2 + 20);
    const unreached = await page
      .locator(
        'a[href]:visible:not([data-a11y-seen]), button:visible:not([disabled]):not([data-a11y-seen])',
      )
      .evaluateAll((nodes) =>
        nodes
          .filter((node) => !node.closest('[aria-hidden="true"], [inert]'))
          .map(
            (node) => node.getAttribute('aria-label') ?? node.textContent?.trim() ?? node.tagName,
          ),
      );
    expect(unreached, 'controls Tab never reaches').toEqual([]);
  });
});

test.describe('member screens', () => {
  test('every section of the member dashboard', async ({ page }) => {
    await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password, /\/sociodashboard$/);
    for (const screen of MEMBER_SCREENS) {
      await visit(page, screen.url);
      await screen.ready(page);
      await expectNoSeriousViolations(page, screen.name);
    }
  });
});

test.describe('staff screens', () => {
  test("every section of the desk's page and the profesor's", async ({
    page,
    browser,
  }, testInfo) => {
    await signIn(page, 'recepcion@powergym.com.ar', 'Recepcion123!', /\/recepcion$/);
    for (const screen of DESK_SCREENS) {
      await visit(page, screen.url);
      await screen.ready(page);
      await expectNoSeriousViolations(page, screen.name);
    }
    const profesor = await (await browser.newContext(testInfo.project.use)).newPage();
    await signIn(profesor, 'profesor@powergym.com.ar', 'Profesor123!', /\/profesor$/);
    await heading('Mis clases', 1)(profesor);
    await staffDay('Clases del día')(profesor);
    await expectNoSeriousViolations(profesor, 'profesor');
    await profesor.context().close();
  });
});

test.describe('member by keyboard', () => {
  test('a newcomer registers, books a class, applies a code and reaches Mercado Pago without a mouse @keyboard', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const [activity] = await listActivities(request);
    if (!activity) throw new Error('the seed has no activity');
    const slot = roomiestSlot(activity);

    await test.step('registers with the keyboard only', async () => {
      await page.goto('/register');
      await heading('Crear cuenta', 1)(page);
      const form = page.locator('form');
      const values: [string, string][] = [
        ['Nombre', 'Ana'],
        ['Apellido', 'Teclado'],
        ['Email', uniqueEmail('teclado', testInfo.project.name)],
        ['Teléfono', '1123456789'],
        ['Contraseña', 'Clave123!'],
      ];
      for (const [label, value] of values) {
        await tabTo(page, field(form, label));
        await page.keyboard.type(value);
      }
      await tabTo(page, form.getByRole('button', { name: 'Crear cuenta', exact: true }));
      await page.keyboard.press('Enter');
      const created = alertDialog(page, 'Usuario creado correctamente');
      await expect(created).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(created).toBeHidden();
      await expect(page).toHaveURL(/\/sociodashboard$/);
    });

    await test.step('chooses a slot and adds it to the cart', async () => {
      await page.goto(`/clases/${activity.id}`);
      await heading(activity.name, 1)(page);
      const select = page.getByRole('combobox', { name: 'Elegir dia hora' });
      await tabTo(page, select);
      for (let press = 0; press < 30 && (await select.inputValue()) !== String(slot.id); press++) {
        await page.keyboard.press('ArrowDown');
      }
      await expect(select).toHaveValue(String(slot.id));
      await tabTo(page, page.getByRole('button', { name: 'Add to cart', exact: true }));
      await page.keyboard.press('Enter');
      await expect(page.getByText('Agregado al carrito')).toBeVisible();
    });

    const cart = page.getByRole('dialog', { name: 'Carrito de compras' });
    await test.step('opens the cart and applies a discount code', async () => {
      await tabTo(page, cartToggle(page));
      await page.keyboard.press('Enter');
      await expect(cart).toBeVisible();
      await expect(
        cart.getByRole('listitem', { name: `${activity.name} ${slot.day} ${slot.hour}` }),
      ).toBeVisible();
      await expectNoSeriousViolations(page, 'side cart with a class');
      await tabTo(page, cart.getByLabel('Código de descuento'));
      await page.keyboard.type('POWER10');
      await page.keyboard.press('Enter');
      await expect(cart.getByText('Código aplicado: 10% de descuento')).toBeVisible();
    });

    await test.step('checks out and reaches the payment page', async () => {
      await tabTo(page, cart.getByRole('button', { name: 'Finalizar la compra', exact: true }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/checkout$/);
      await heading('Checkout', 1)(page);
      await expectNoSeriousViolations(page, 'checkout with a class');
      await tabTo(page, page.getByRole('button', { name: 'Pagar', exact: true }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/mp-sandbox\//, { timeout: 20_000 });
    });
  });
});

test.describe('admin screens', () => {
  test('every section of the admin dashboard and an edit page', async ({ page }) => {
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, /\/admindashboard$/);
    await heading('Admin dashboard', 1)(page);
    // It opens on 'Resumen': charts, figures and the week grid.
    await heading('Ingresos por mes')(page);
    await expect(page.getByRole('heading', { name: 'Ocupación por horario' })).toBeVisible();
    await expectNoSeriousViolations(page, 'admin resumen');
    for (const section of ADMIN_SECTIONS) {
      await page.goto(`/admindashboard?seccion=${section}`);
      await expect(page.getByRole('grid').first()).toBeVisible({ timeout: 15_000 });
      await expectNoSeriousViolations(page, `admin ${section}`);
    }
    await page.goto('/admindashboard?seccion=solicitudes');
    await heading('Solicitudes')(page);
    await expect(
      page.getByRole('table', { name: 'Solicitudes' }).or(page.getByText('No hay solicitudes.')),
    ).toBeVisible({ timeout: 15_000 });
    await expectNoSeriousViolations(page, 'admin solicitudes');
    await page.goto('/admindashboard?seccion=actividad');
    await heading('Actividad')(page);
    await expect(
      page
        .getByRole('table', { name: 'Actividad', exact: true })
        .or(page.getByText('No hay actividad registrada para estos filtros')),
    ).toBeVisible({ timeout: 15_000 });
    await expectNoSeriousViolations(page, 'admin actividad');
    await page.goto('/admindashboard/clases/edit/1');
    await heading(/^Editar/)(page);
    await expect(page.getByRole('button', { name: 'Guardar' })).toBeEnabled();
    await expectNoSeriousViolations(page, 'admin edit');
  });
});

test.describe('admin by keyboard', () => {
  test('switches section, opens and closes a create dialog and reaches an edit page @keyboard', async ({
    page,
  }) => {
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, /\/admindashboard$/);
    await heading('Admin dashboard', 1)(page);
    await heading('Resumen', 2)(page);

    await tabTo(page, page.getByRole('button', { name: 'Descuentos' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/seccion=descuentos/);
    await expect(page.getByRole('grid', { name: 'Descuentos' })).toBeVisible();

    await tabTo(page, page.getByRole('button', { name: 'Agregar', exact: true }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Crear Descuentos' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await tabTo(
      page,
      page
        .getByRole('grid', { name: 'Descuentos' })
        .getByRole('link', { name: /^Editar / })
        .first(),
    );
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Editar descuentos', level: 1 })).toBeVisible();
  });
});
