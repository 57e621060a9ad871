import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { firebaseState } from '@/testing/mocks/firebase';
import { memberFixture, signedInState } from '@/testing/mocks/fixtures';
import { refuseGetUntilRecovered, server } from '@/testing/mocks/server';
import { textsOf } from '@/testing/tables';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

/** Records the query of every recipe list request, then lets the shared handler answer. */
function recordRecipeQueries() {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('*/api/recipes', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
    }),
  );
  return queries;
}

async function openRecipes(route = '/sociodashboard?seccion=recetas') {
  firebaseState.currentUid = memberFixture.uid;
  const view = renderApp({ route, preloadedState: signedInState(memberFixture) });
  await screen.findByRole('heading', { name: 'Recetas', level: 1 });
  return view;
}

const cardTitles = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('Recetas in the member dashboard', () => {
  it('shows skeletons, then the first 8 recipes as cards linking to their detail', async () => {
    // Keeps the list loading long enough to see the skeletons.
    server.use(http.get('*/api/recipes', () => delay(300)));
    await openRecipes();
    expect(screen.getByRole('status', { name: 'Cargando recetas' })).toBeInTheDocument();
    expect(await screen.findByText('20 recetas')).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(8);
    const first = screen.getAllByRole('article')[0] as HTMLElement;
    expect(within(first).getByRole('link')).toHaveAttribute('href', '/recipes/900001');
    expect(within(first).getByText('gluten free')).toBeInTheDocument();
    expect(within(first).getByText('Puntaje de salud: 40')).toBeInTheDocument();
  });

  it('offers no suggestions when only 2 titles match', async () => {
    const { user } = await openRecipes();
    await screen.findByText('20 recetas');
    await user.type(screen.getByRole('combobox', { name: 'Buscar receta' }), 'tarta');
    expect(await screen.findByText('2 recetas')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(cardTitles()).toEqual(['Tarta de espinaca', 'Tarta de zapallo']);
  });

  it('suggests the titles when 3 match, ignoring case, and a suggestion narrows the grid', async () => {
    const { user } = await openRecipes();
    await screen.findByText('20 recetas');
    const input = screen.getByRole('combobox', { name: 'Buscar receta' });
    await user.type(input, 'EnSaLaDa');
    const listbox = await screen.findByRole('listbox');
    expect(textsOf(within(listbox).getAllByRole('option'))).toEqual([
      'Ensalada César liviana',
      'Ensalada de quinoa y palta',
      'ENSALADA tibia de lentejas',
    ]);
    await user.click(within(listbox).getByRole('option', { name: 'Ensalada de quinoa y palta' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Ensalada de quinoa y palta']));
    expect(input).toHaveValue('Ensalada de quinoa y palta');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('filters by diet with the Spanish values, and a second click clears the filter', async () => {
    const queries = recordRecipeQueries();
    const { user } = await openRecipes();
    await screen.findByText('20 recetas');
    const diets = screen.getByRole('group', { name: 'Dieta' });
    expect(textsOf(within(diets).getAllByRole('button'))).toEqual([
      'vegano',
      'sin lactosa',
      'gluten free',
    ]);
    await user.click(within(diets).getByRole('button', { name: 'sin lactosa' }));
    expect(await screen.findByText('10 recetas')).toBeInTheDocument();
    expect(queries.at(-1)?.get('diet')).toBe('sin lactosa');
    expect(within(diets).getByRole('button', { name: 'sin lactosa' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(diets).getByRole('button', { name: 'vegano' }));
    expect(await screen.findByText('9 recetas')).toBeInTheDocument();
    expect(queries.at(-1)?.get('diet')).toBe('vegano');
    await user.click(within(diets).getByRole('button', { name: 'vegano' }));
    expect(await screen.findByText('20 recetas')).toBeInTheDocument();
    for (const button of within(diets).getAllByRole('button')) {
      expect(button).toHaveAttribute('aria-pressed', 'false');
    }
  });

  it('pages by 8 and starts again at page 1 when the diet changes', async () => {
    const queries = recordRecipeQueries();
    const { user } = await openRecipes();
    await screen.findByText('20 recetas');
    const pagination = screen.getByRole('navigation', { name: 'Páginas de recetas' });
    expect(within(pagination).getByRole('button', { name: /página 3/i })).toBeInTheDocument();
    expect(within(pagination).queryByRole('button', { name: /página 4/i })).toBeNull();

    await user.click(within(pagination).getByRole('button', { name: /página 3/i }));
    await waitFor(() =>
      expect(cardTitles()).toEqual([
        'Risotto de hongos',
        'Tacos de porotos',
        'Hamburguesa casera',
        'Brownie de porotos',
      ]),
    );
    expect(queries.at(-1)?.get('page')).toBe('3');
    expect(within(pagination).getByRole('button', { name: /página 3/i })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(screen.getByRole('button', { name: 'gluten free' }));
    await screen.findByText('9 recetas');
    expect(queries.at(-1)?.get('page')).toBe('1');
  });

  it('tells when nothing matches', async () => {
    const { user } = await openRecipes();
    await screen.findByText('20 recetas');
    await user.type(screen.getByRole('combobox', { name: 'Buscar receta' }), 'pizza');
    expect(await screen.findByText('No encontramos recetas con esa búsqueda.')).toBeInTheDocument();
  });

  it('shows the error with Reintentar, which asks again', async () => {
    const recipes = refuseGetUntilRecovered('*/api/recipes', 503, 'caído');
    const { user } = await openRecipes();
    expect(await screen.findByText('No pudimos cargar las recetas.')).toBeInTheDocument();
    recipes.recover();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('20 recetas')).toBeInTheDocument();
    expect(recipes.calls()).toBe(2);
  });
});
