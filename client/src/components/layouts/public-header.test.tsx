import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, renderWithProviders, screen, within } from '@/testing/test-utils';
import { PublicHeader } from './public-header';

function scrollTo(y: number) {
  Object.defineProperty(window, 'pageYOffset', { value: y, configurable: true });
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    fireEvent.scroll(window);
  });
}

function renderHeader(route = '/') {
  const onCartToggle = vi.fn();
  const view = renderWithProviders(
    <PublicHeader cartCount={2} cartOpen={false} onCartToggle={onCartToggle} />,
    { route },
  );
  const header = screen.getByRole('banner');
  return { ...view, header, onCartToggle };
}

describe('PublicHeader', () => {
  afterEach(() => scrollTo(0));

  it('turns solid once the page has scrolled past 20 px', () => {
    const { header } = renderHeader();
    const transparent = getComputedStyle(header).backgroundColor;
    expect(header).toHaveAttribute('data-scrolled', 'false');

    scrollTo(20);
    expect(header).toHaveAttribute('data-scrolled', 'false');
    scrollTo(21);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    expect(getComputedStyle(header).backgroundColor).not.toBe(transparent);

    scrollTo(5);
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  it("toggles the nav with the mobile 'Menu' button", async () => {
    const { user } = renderHeader();
    const menu = screen.getByRole('button', { name: 'Menu' });
    const links = document.getElementById('main-nav-links');
    expect(menu).toHaveAttribute('aria-controls', 'main-nav-links');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(links as HTMLElement).getByRole('link', { name: 'Clases' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it("links to the 'Horarios' page from the phone menu too, and closes the menu", async () => {
    const { user, router } = renderHeader('/about');
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    const links = within(document.getElementById('main-nav-links') as HTMLElement);
    const timetable = links.getByRole('link', { name: 'Horarios' });
    expect(timetable).toHaveAttribute('href', '/horarios');
    await user.click(timetable);
    expect(router.state.location.pathname).toBe('/horarios');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('links to the Home sections from another page and toggles the cart', async () => {
    const { user, onCartToggle } = renderHeader('/about');
    expect(screen.getByRole('link', { name: 'Comentarios' })).toHaveAttribute(
      'href',
      '/#section-testimonials',
    );
    // The badge's count is in the name too, so a screen reader announces what the eye sees.
    const cart = screen.getByRole('button', { name: 'Abrir carrito, 2 lugares' });
    expect(cart).toHaveTextContent('2');
    await user.click(cart);
    expect(onCartToggle).toHaveBeenCalledTimes(1);
  });
});
