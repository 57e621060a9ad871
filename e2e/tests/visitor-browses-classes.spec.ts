import { expect, test } from '@playwright/test';
import { visit } from '../support/ui';
import { listActivities } from '../support/shop';

test('a visitor pages through the classes and opens a class panel', async ({ page, request }) => {
  const activities = await listActivities(request);
  expect(activities.length).toBeGreaterThan(3);

  await visit(page, '/');
  const list = page.getByRole('list', { name: 'Listado de clases' });
  await list.scrollIntoViewIfNeeded();
  for (const activity of activities.slice(0, 3)) {
    await expect(
      list.getByRole('button', { name: `Ver detalle de ${activity.name}` }),
    ).toBeVisible();
  }
  await expect(list.getByRole('listitem')).toHaveCount(3);

  await page.getByRole('button', { name: /página 2/i }).click();
  const fourth = activities[3];
  if (!fourth) throw new Error('the seed has fewer than four activities');
  const card = list.getByRole('button', { name: `Ver detalle de ${fourth.name}` });
  await expect(card).toBeVisible();

  await card.click();
  const panel = page.getByRole('dialog', { name: fourth.name });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(`Precio $${fourth.price}.00`)).toBeVisible();
  const cut =
    fourth.description.length > 700 ? `${fourth.description.slice(0, 700)}...` : fourth.description;
  await expect(panel.getByText(cut, { exact: true })).toBeVisible();

  const select = panel.getByRole('combobox', { name: 'Elegir dia hora' });
  const options = select.locator('option', { hasText: 'capacidad:' });
  await expect(options).toHaveCount(fourth.diaHoras.length);
  const first = fourth.diaHoras[0];
  if (!first) throw new Error(`${fourth.name} has no slots`);
  const label = `${first.day} ${first.hour} capacidad: ${first.capacity}`;
  await expect(select.locator('option', { hasText: label })).toHaveCount(1);

  // Chosen, the slot tells its next class on a date.
  await select.selectOption({ label });
  await expect(
    panel.getByText(/^Próxima: [a-záéíóú]+ \d{1,2}\/\d{1,2} \d{1,2}:\d{2}$/),
  ).toContainText(first.hour);
});

test('unknown routes show the not-found page', async ({ page }) => {
  await page.goto('/no-existe');
  await expect(page.getByText('Not found Page')).toBeVisible();
});

test('on a phone a class page shows the whole description, flat under its image', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the card turns over on hover on a desktop');
  const activities = await listActivities(request);
  const longest = [...activities].sort((a, b) => b.description.length - a.description.length)[0];
  if (!longest) throw new Error('the seed has no activities');
  await page.goto(`/clases/${longest.id}`);
  const description = page.getByRole('region', { name: `Descripción de ${longest.name}` });
  await description.scrollIntoViewIfNeeded();
  await expect(description).toBeInViewport();
  await expect(description).toContainText(longest.description.slice(-40).trim());
  // Whole: nothing scrolls inside it or is clipped by the card, and it reads the right way round.
  const layout = await description.evaluate((element) => ({
    hidden: element.scrollHeight - element.clientHeight,
    turned: getComputedStyle(element.parentElement ?? element).transform,
    below:
      element.getBoundingClientRect().top >=
      (element.parentElement?.querySelector('img')?.getBoundingClientRect().bottom ?? Infinity),
  }));
  expect(layout).toEqual({ hidden: 0, turned: 'none', below: true });
  await description.tap();
  await expect
    .poll(() =>
      description.evaluate(
        (element) => getComputedStyle(element.parentElement ?? element).transform,
      ),
    )
    .toBe('none');
});
