import { describe, expect, it } from 'vitest';
import { renderApp, renderAppAsMember, screen, within } from '@/testing/test-utils';

/** The footer's 'Derechos del consumidor' list, once the (lazy) footer is there. */
async function consumerLinks() {
  const footer = await screen.findByRole('contentinfo');
  const list = within(footer).getByRole('list', { name: 'Derechos del consumidor' });
  return within(list).getAllByRole('link');
}

async function expectLegalLinks() {
  const links = await consumerLinks();
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Botón de arrepentimiento', '/arrepentimiento'],
    ['Botón de baja', '/baja'],
  ]);
}

describe("the footer's 'Botón de arrepentimiento' and 'Botón de baja'", () => {
  it('are on the home page', async () => {
    renderApp({ route: '/' });
    await expectLegalLinks();
  });

  it('are on another public page, and lead to their forms', async () => {
    const { user } = renderApp({ route: '/horarios' });
    await expectLegalLinks();
    const [arrepentimiento] = await consumerLinks();
    if (!arrepentimiento) throw new Error('no link');
    // A real link: reached with Tab and followed with Enter.
    arrepentimiento.focus();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Botón de arrepentimiento' }),
    ).toBeInTheDocument();
  });

  it("are on the dashboards' layout too", async () => {
    renderAppAsMember('/sociodashboard');
    await expectLegalLinks();
  });
});
