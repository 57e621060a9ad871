import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_MEMBER } from '../support/accounts';
import { signIn } from '../support/session';
import {
  chooseSlot,
  listActivities,
  openSideCart,
  roomiestSlot,
  type ShopActivity,
} from '../support/shop';
import { chooseDashboardItem, visit } from '../support/ui';

const MEMBER_PANEL = 'Panel de socio';
const GYM_ADDRESS = 'Av. del Libertador 2350, Olivos, Vicente López, Buenos Aires';

interface Trainer {
  name: string;
  specialty: string;
}

/** The reviews carousel of the Home testimonials section. */
async function homeCarousel(page: Page): Promise<Locator> {
  const section = page.locator('#section-testimonials');
  await section.scrollIntoViewIfNeeded();
  const carousel = section.getByRole('region', { name: 'Comentarios de los socios' });
  await expect(carousel).toBeVisible();
  return carousel;
}

/** Home → chatbot → 'Código de descuento': the code the bot gives. */
async function askBotForCode(page: Page): Promise<string> {
  await visit(page, '/');
  await page.getByRole('button', { name: 'Abrir chat', exact: true }).click();
  const bot = page.getByRole('dialog', { name: 'Asistente Power Gym' });
  await expect(bot).toBeVisible();
  await bot.getByRole('button', { name: 'Código de descuento', exact: true }).click();
  const answer = bot.getByRole('log').getByText(/^Usá el código/);
  await expect(answer).toBeVisible();
  const code = /código (\w+)/.exec((await answer.textContent()) ?? '')?.[1];
  expect(code, "the bot's answer names a code").toBeTruthy();
  await page.keyboard.press('Escape');
  await expect(bot).toBeHidden();
  return code ?? '';
}

/** Buys one place of the activity with the bot's code and approves it in the sandbox. */
async function buyWithBotCode(page: Page, activity: ShopActivity, code: string) {
  const slot = roomiestSlot(activity);
  await page.goto(`/clases/${activity.id}`);
  await expect(page.getByRole('heading', { name: activity.name, level: 1 })).toBeVisible();
  await chooseSlot(page, slot);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByText('Agregado al carrito')).toBeVisible();

  // The class page has the public header too: its side cart takes the bot's code.
  const cart = await openSideCart(page);
  await cart.getByLabel('Código de descuento').fill(code);
  const validate = cart.getByRole('button', { name: 'Validar', exact: true });
  await validate.click();
  await expect(validate).toHaveAttribute('data-state', 'accepted');
  await expect(cart.getByText('Código aplicado: 10% de descuento')).toBeVisible();

  await cart.getByRole('button', { name: 'Finalizar la compra', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  await expect(page).toHaveURL(/\/mp-sandbox\//, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Aprobar pago', exact: true }).click();
  await expect(page).toHaveURL(/\/sociodashboard\?seccion=compras/, { timeout: 20_000 });
  // The return is settled once the page has shown the server's state and dropped the MP query.
  await expect(page.getByRole('heading', { name: 'Compras', level: 1 })).toBeVisible();
  await expect(page).not.toHaveURL(/payment_id=/);
  await expect(
    page
      .getByRole('table', { name: 'Mis compras' })
      .getByRole('row')
      .filter({ hasText: activity.name })
      .first(),
  ).toContainText('Pagada');
}

test('a member pays a class with the chatbot code, reviews it in Mis actividades, and the review shows on Home', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const activities = await listActivities(request);
  const activity = activities[2];
  if (!activity) throw new Error('the seed has fewer than three activities');
  const comment = `Reseña de prueba ${testInfo.project.name} ${Date.now()}: excelente clase.`;
  // Each project rates differently: the form opens with the other project's review of the class,
  // and clicking the star already chosen would clear it.
  const stars = testInfo.project.name === 'mobile' ? 5 : 4;

  const code = await test.step('the chatbot gives the discount code', () => askBotForCode(page));

  await test.step('signs in and pays the class with that code', async () => {
    await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password, /\/sociodashboard$/);
    await buyWithBotCode(page, activity, code);
  });

  await test.step("'mostrar' opens the review form; an empty form is refused", async () => {
    await chooseDashboardItem(page, MEMBER_PANEL, 'Actividades');
    const card = page
      .getByRole('list', { name: 'Mis actividades' })
      .getByRole('article', { name: activity.name });
    await card.getByRole('button', { name: 'mostrar', exact: true }).click();
    const form = card.getByRole('form', { name: 'Tu reseña' });
    await expect(form).toBeVisible();
    await expect(form.getByRole('combobox', { name: 'Actividad' })).toHaveValue(
      String(activity.id),
    );
    await form.getByRole('textbox', { name: 'Comentario' }).clear();
    await form.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText('Complete todos los campos.');
  });

  await test.step(`rates it ${stars} stars with a comment and sends it`, async () => {
    const form = page.getByRole('form', { name: 'Tu reseña' });
    // The star as a pointer picks it (the radio itself is visually hidden).
    await form
      .locator('label')
      .filter({ hasText: `${stars} Estrellas` })
      .click();
    await expect(form.getByRole('radio', { name: `${stars} Estrellas` })).toBeChecked();
    await form.getByRole('textbox', { name: 'Comentario' }).fill(comment);
    await form.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(page.getByText('Reseña enviada correctamente')).toBeVisible();
    await expect(form.getByRole('alert')).toBeHidden();
  });

  await test.step('the review shows in the Home carousel with its rating', async () => {
    await visit(page, '/');
    const carousel = await homeCarousel(page);
    const slide = carousel.getByRole('group').filter({ hasText: comment });
    await expect(slide).toHaveCount(1);
    await expect(slide).toContainText(`${stars} out of 5`);
    await expect(slide).toContainText(activity.name);
  });
});

test('a visitor opens About from Home and sees the staff and the address', async ({
  page,
  request,
}) => {
  const response = await request.get('/api/trainer');
  expect(response.ok()).toBe(true);
  const trainers = (await response.json()) as Trainer[];
  expect(trainers.length).toBeGreaterThan(0);

  await visit(page, '/');
  const link = page.getByRole('link', { name: 'Conocé al staff y dónde encontrarnos' });
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { name: 'Sobre nosotros', level: 1 })).toBeVisible();

  const video = page.getByTestId('about-hero-video');
  await expect(video).toHaveAttribute('src', '/media/video/hero.mp4');
  expect(
    await video.evaluate((element: HTMLVideoElement) => [
      element.muted,
      element.loop,
      element.autoplay,
    ]),
  ).toEqual([true, true, true]);
  // The video has its own title and tagline: the page heading stands below it, not over it.
  const heading = page.getByRole('heading', { name: 'Sobre nosotros', level: 1 });
  const [videoBox, headingBox] = await Promise.all([video.boundingBox(), heading.boundingBox()]);
  expect(
    videoBox && headingBox && headingBox.y - (videoBox.y + videoBox.height),
  ).toBeGreaterThanOrEqual(0);

  // Eight developers, each a link (client/src/features/about/credits.json).
  const credits = page.getByRole('region', { name: 'Desarrolladores', exact: true });
  await expect(credits.getByRole('listitem')).toHaveCount(8);
  await expect(credits.getByRole('link')).toHaveCount(8);

  const nosotros = page.getByRole('region', { name: 'Nosotros', exact: true });
  await expect(nosotros.locator('p')).toHaveCount(3);

  const staff = page.getByRole('region', { name: 'Nuestro Staff', exact: true });
  await expect(staff.getByRole('article')).toHaveCount(trainers.length);
  for (const trainer of trainers) {
    const card = staff.getByRole('article', { name: trainer.name });
    await expect(card.getByRole('img', { name: trainer.name })).toBeVisible();
    await expect(card).toContainText(trainer.specialty);
  }

  const location = page.getByRole('region', { name: 'Encontranos en...', exact: true });
  await location.scrollIntoViewIfNeeded();
  await expect(location.locator('address')).toHaveText(GYM_ADDRESS);
  // No Maps key in the test build: the static fallback with directions (docs/architecture.md, 'Runtime parts').
  await expect(location.getByTestId('map-fallback')).toBeVisible();
  await expect(location.getByRole('link', { name: 'Cómo llegar' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
  );
});
