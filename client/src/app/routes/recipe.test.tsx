import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { hostileRecipe } from '@/testing/mocks/recipe-handlers';
import { refuseGetUntilRecovered, server } from '@/testing/mocks/server';
import { textsOf } from '@/testing/tables';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

declare global {
  interface Window {
    __hacked?: boolean;
  }
}

describe('Recipe detail (/recipes/{id})', () => {
  it('shows title, image, scores, diets, summary and steps', async () => {
    server.use(http.get('*/api/recipes/:id', () => delay(300)));
    renderApp({ route: '/recipes/900002' });
    expect(await screen.findByRole('status', { name: 'Cargando receta' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ensalada de quinoa y palta' }),
    ).toBeInTheDocument();
    expect(document.querySelector('img[src="/media/recipes/900002.svg"]')).not.toBeNull();
    expect(screen.getByText('Puntaje: 80.5')).toBeInTheDocument();
    expect(screen.getByText('Puntaje de salud: 41')).toBeInTheDocument();
    for (const diet of ['vegano', 'sin lactosa', 'gluten free']) {
      expect(screen.getByText(diet)).toBeInTheDocument();
    }
    const summary = screen.getByTestId('recipe-summary');
    expect(summary.innerHTML).toBe('<b>Ensalada de quinoa y palta</b> es una receta <i>rica</i>.');
    const steps = screen.getByRole('region', { name: 'Pasos' });
    expect(textsOf(within(steps).getAllByRole('listitem'))).toEqual([
      'Lavá los ingredientes.',
      'Cociná todo junto.',
    ]);
  });

  it('renders the summary HTML without scripts, handlers or javascript: links', async () => {
    renderApp({ route: `/recipes/${hostileRecipe.id}` });
    await screen.findByRole('heading', { level: 1, name: hostileRecipe.title });
    const summary = screen.getByTestId('recipe-summary');
    expect(summary.querySelector('b')?.textContent).toBe('seguro');
    expect(summary.querySelector('script, img, [onerror], [onmouseover]')).toBeNull();
    expect(summary.innerHTML).not.toMatch(/onerror|onmouseover|javascript:|<script/i);
    const safe = within(summary).getByRole('link', { name: 'un enlace' });
    expect(safe).toHaveAttribute('href', 'https://spoonacular.com/recipes/1');
    expect(safe).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(summary).queryByRole('link', { name: 'malo' })).toBeNull();
    expect(window.__hacked).toBeUndefined();
    expect(screen.getByRole('link', { name: 'Ver la receta original' })).toHaveAttribute(
      'href',
      'https://example.com/receta',
    );
  });

  it('says when the recipe does not exist, with a way back', async () => {
    const { user, router } = renderApp({ route: '/recipes/123' });
    expect(await screen.findByText('No encontramos esta receta.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('offers Reintentar when loading fails', async () => {
    const recipe = refuseGetUntilRecovered('*/api/recipes/:id', 500, 'caído');
    const { user } = renderApp({ route: '/recipes/900001' });
    expect(await screen.findByText('No pudimos cargar la receta.')).toBeInTheDocument();
    recipe.recover();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ensalada César liviana' }),
    ).toBeInTheDocument();
  });

  it('treats a malformed id as a missing page', async () => {
    renderApp({ route: '/recipes/abc' });
    expect(await screen.findByText('Not found Page')).toBeInTheDocument();
  });

  it("'Volver' returns to the recipe list it came from", async () => {
    const { user, router } = renderApp({ route: '/recipes/900001' });
    await screen.findByRole('heading', { level: 1, name: 'Ensalada César liviana' });
    await router.navigate('/recipes/900003');
    await screen.findByRole('heading', { level: 1, name: 'ENSALADA tibia de lentejas' });
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes/900001'));
  });
});
