import { afterEach, beforeEach, expect, vi } from 'vitest';
import { adminDb, adminHandlers } from './mocks/admin-handlers';
import { firebaseState } from './mocks/firebase';
import { adminFixture, signedInState } from './mocks/fixtures';
import { server } from './mocks/server';
import { rowTexts } from './tables';
import { renderApp, screen, waitFor, type ByRoleMatcher } from './test-utils';

/** The grid's data rows (not the header) as their cell texts. */
export const bodyRows = (table: HTMLElement) => rowTexts(table, 'gridcell');

/**
 * Before each test of the file: the admin signed in against fresh mocked data, and the clock fixed
 * at `now` (still moving, for the waits); after each, the real clock back.
 */
export function setUpAdminAt(now: Date) {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now, shouldAdvanceTime: true });
    adminDb.reset();
    server.use(...adminHandlers);
    firebaseState.currentUid = adminFixture.uid;
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** Renders the admin dashboard at a section (`?seccion=`), signed in as the admin; waits for nothing. */
export function renderDashboard(section: string) {
  return renderApp({
    route: `/admindashboard?seccion=${section}`,
    preloadedState: signedInState(adminFixture),
  });
}

/** Opens the admin dashboard at a section and waits for the element (role and name) it shows loaded. */
export async function openSection(section: string, role: ByRoleMatcher, name: string) {
  const view = renderDashboard(section);
  await screen.findByRole(role, { name });
  return view;
}

/**
 * Opens the admin dashboard at a section (Usuarios unless told: the dashboard itself opens on
 * Resumen) and waits for that section's grid and its first rows.
 */
export async function openDashboard(section = 'usuarios', tableName = 'Usuarios') {
  const view = renderDashboard(section);
  const table = await screen.findByRole('grid', { name: tableName });
  await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(0));
  return { ...view, table };
}
