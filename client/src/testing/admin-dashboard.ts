import { expect } from 'vitest';
import { adminFixture, signedInState } from './mocks/fixtures';
import { rowTexts } from './tables';
import { renderApp, screen, waitFor } from './test-utils';

/** The grid's data rows (not the header) as their cell texts. */
export const bodyRows = (table: HTMLElement) => rowTexts(table, 'gridcell');

/**
 * Opens the admin dashboard at a section (Usuarios unless told: the dashboard itself opens on
 * Resumen) and waits for that section's grid and its first rows.
 */
export async function openDashboard(section = 'usuarios', tableName = 'Usuarios') {
  const view = renderApp({
    route: `/admindashboard?seccion=${section}`,
    preloadedState: signedInState(adminFixture),
  });
  const table = await screen.findByRole('grid', { name: tableName });
  await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(0));
  return { ...view, table };
}
