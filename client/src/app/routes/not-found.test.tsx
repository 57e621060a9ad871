import { describe, expect, it } from 'vitest';
import { renderApp, screen } from '@/testing/test-utils';

describe('unknown routes', () => {
  it("shows 'Not found Page'", async () => {
    renderApp({ route: '/no-existe/para-nada' });
    expect(await screen.findByRole('heading', { name: 'Not found Page' })).toBeInTheDocument();
  });

  it('sends a visitor from the admin dashboard to the login', async () => {
    renderApp({ route: '/admindashboard' });
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });

  it('shows the login on /checkout when signed out', async () => {
    renderApp({ route: '/checkout' });
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });
});
