import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DEMO_ADMIN } from '../support/accounts';
import { openAdminSection } from '../support/admin';
import { signIn } from '../support/session';

const CSV_HEADER = 'Número;Fecha;Socio;Email;Clases;Estado;Total;Descuento;Pago;Reembolso';

test("the admin opens on 'Resumen' and exports a period's orders for a spreadsheet", async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, /\/admindashboard/);

  await test.step("'Resumen' is the first section, each figure with a title and its data", async () => {
    await expect(page.getByRole('heading', { name: 'Resumen', level: 2 })).toBeVisible();
    for (const title of [
      'Ingresos por mes',
      'Ocupación por horario',
      'Abonos por vencer',
      'Clases más y menos reservadas',
    ]) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(page.getByText('Socios activos').first()).toBeVisible();
    await page.getByRole('button', { name: 'Ver datos' }).first().click();
    const revenue = page.getByRole('table', { name: 'Datos de ingresos por mes' });
    // A header row and the last 12 months.
    await expect(revenue.getByRole('row')).toHaveCount(13);
  });

  await test.step("the rankings' places are the occupancy grid's, class by class", async () => {
    // Each cell lists its slots as the class's name, then 'NN% (held/capacity)'.
    const grid = page.getByRole('table', { name: 'Ocupación por horario' });
    const heldByClass = new Map<string, number>();
    for (const cell of await grid.locator('tbody td').allInnerTexts()) {
      let name = '';
      for (const line of cell.split('\n').map((text) => text.trim())) {
        const held = /\((\d+)\/\d+\)$/.exec(line)?.[1];
        if (held === undefined) name = line;
        else heldByClass.set(name, (heldByClass.get(name) ?? 0) + Number(held));
      }
    }
    expect(heldByClass.size).toBeGreaterThan(0);
    for (const title of ['Más reservadas', 'Menos reservadas']) {
      const ranked = await page
        .getByRole('list', { name: title })
        .getByRole('listitem')
        .allInnerTexts();
      expect(ranked.length, title).toBeGreaterThan(0);
      for (const text of ranked) {
        const [, name = '', places = ''] =
          /^([\s\S]*?)\s*(\d+) lugar(?:es)?$/.exec(text.trim()) ?? [];
        expect(Number(places), `${title}: ${name}`).toBe(heldByClass.get(name.trim()) ?? 0);
      }
    }
  });

  await test.step("'Exportar CSV' downloads the orders with a BOM and ';'", async () => {
    await openAdminSection(page, 'Ordenes');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Exportar órdenes' });
    await expect(dialog.getByLabel('Desde')).toBeVisible();
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Descargar', exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      /^ordenes-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const text = await readFile(await download.path(), 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).split('\r\n')[0]).toBe(CSV_HEADER);
  });
});
