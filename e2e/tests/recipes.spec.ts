import { expect, test, type Page } from '@playwright/test';
import { DEMO_MEMBER } from '../support/accounts';
import { signIn } from '../support/session';
import { chooseDashboardItem } from '../support/ui';

const QUINOA = 'Ensalada de quinoa, palta y tomates cherry';

const cards = (page: Page) => page.locator('main article');
const cardTitles = (page: Page) => cards(page).getByRole('heading');

test('a member searches a recipe, filters by diet, opens its detail and goes back', async ({
  page,
}) => {
  await test.step('opens Recetas in the member dashboard', async () => {
    await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password, /\/sociodashboard$/);
    await chooseDashboardItem(page, 'Panel de socio', 'Recetas');
    await expect(page.getByRole('heading', { name: 'Recetas', level: 1 })).toBeVisible();
    await expect(page.getByText('50 recetas', { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(8);
    await expect(page.getByRole('navigation', { name: 'Páginas de recetas' })).toBeVisible();
  });

  await test.step('types a search and gets suggestions (more than 2 titles match)', async () => {
    const search = page.getByRole('combobox', { name: 'Buscar receta' });
    await search.fill('ENSALADA');
    const suggestions = page.getByRole('listbox');
    await expect(suggestions.getByRole('option')).toHaveCount(6);
    await expect(suggestions.getByRole('option', { name: QUINOA })).toBeVisible();
    await expect(page.getByText('6 recetas', { exact: true })).toBeVisible();
    await search.press('Escape');
    await expect(suggestions).toBeHidden();
  });

  await test.step('filters by diet', async () => {
    const diets = page.getByRole('group', { name: 'Dieta' });
    await diets.getByRole('button', { name: 'vegano', exact: true }).click();
    await expect(page.getByText('3 recetas', { exact: true })).toBeVisible();
    await expect(cardTitles(page)).toHaveText([
      QUINOA,
      'Ensalada tibia de lentejas y calabaza',
      'Ensalada de remolacha, naranja y nueces',
    ]);
    await expect(page).toHaveURL(/dieta=vegano/);
  });

  await test.step('opens the detail: title, image, scores, summary and steps', async () => {
    await cards(page).filter({ hasText: QUINOA }).getByRole('link').click();
    await expect(page).toHaveURL(/\/recipes\/900001$/);
    await expect(page.getByRole('heading', { name: QUINOA, level: 1 })).toBeVisible();
    await expect(page.locator('main img[src="/media/recipes/900001.svg"]')).toBeVisible();
    await expect(page.getByText('Puntaje: 87.6', { exact: true })).toBeVisible();
    await expect(page.getByText('Puntaje de salud: 61', { exact: true })).toBeVisible();
    // The data's <b> markup is rendered as formatting, not shown as text.
    await expect(page.getByTestId('recipe-summary').locator('b').first()).toHaveText(QUINOA);
    await expect(page.getByTestId('recipe-summary')).not.toContainText('<b>');
    const steps = page.getByRole('region', { name: 'Pasos' }).getByRole('listitem');
    await expect(steps).toHaveCount(5);
    await expect(steps.first()).toHaveText('Lavá y secá bien las hojas y los vegetales.');
  });

  await test.step("'Volver' returns to the filtered list", async () => {
    await page.getByRole('button', { name: 'Volver', exact: true }).click();
    await expect(page).toHaveURL(/\/sociodashboard\?.*seccion=recetas/);
    await expect(page.getByRole('combobox', { name: 'Buscar receta' })).toHaveValue('ENSALADA');
    await expect(page.getByText('3 recetas', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Dieta' }).getByRole('button', { name: 'vegano' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });
});

test('a visitor opening an unknown recipe is told so and can go back home', async ({ page }) => {
  await page.goto('/recipes/123');
  await expect(page.getByText('No encontramos esta receta.')).toBeVisible();
  await page.getByRole('button', { name: 'Volver', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});
