import { RECIPE_DIETS, type RecipeDto, type RecipePageDto } from '@power-gym/contracts';
import { http, HttpResponse } from 'msw';

const TITLES: [string, string[]][] = [
  ['Ensalada César liviana', ['gluten free']],
  ['Ensalada de quinoa y palta', ['vegan', 'dairy free', 'gluten free']],
  ['ENSALADA tibia de lentejas', ['vegan', 'dairy free']],
  ['Tarta de espinaca', []],
  ['Tarta de zapallo', ['gluten free']],
  ['Guiso de lentejas', ['vegan', 'dairy free']],
  ['Pollo al horno', ['dairy free', 'gluten free']],
  ['Milanesas de berenjena', ['vegan']],
  ['Smoothie verde', ['vegan', 'dairy free', 'gluten free']],
  ['Avena nocturna', ['vegan']],
  ['Panqueques de banana', []],
  ['Wok de vegetales', ['vegan', 'dairy free']],
  ['Salmón grillado', ['dairy free', 'gluten free']],
  ['Merluza a la provenzal', ['dairy free']],
  ['Sopa crema de zapallo', ['gluten free']],
  ['Fideos con pesto', []],
  ['Risotto de hongos', ['gluten free']],
  ['Tacos de porotos', ['vegan', 'dairy free']],
  ['Hamburguesa casera', ['dairy free']],
  ['Brownie de porotos', ['vegan', 'gluten free']],
];

export const recipesFixture: RecipeDto[] = TITLES.map(([title, diets], index) => ({
  id: 900_001 + index,
  title,
  image: `/media/recipes/${900_001 + index}.svg`,
  diets,
  sourceUrl: null,
  summary: `<b>${title}</b> es una receta <i>rica</i>.`,
  spoonacularScore: 80 + index / 2,
  healthScore: 40 + index,
  steps: ['Lavá los ingredientes.', 'Cociná todo junto.'],
}));

/** A recipe whose HTML tries to run code: the detail page must not let it. */
export const hostileRecipe: RecipeDto = {
  id: 666,
  title: 'Receta con trampa',
  image: '/media/recipes/666.svg',
  diets: ['vegan'],
  sourceUrl: 'https://example.com/receta',
  summary:
    '<p>Texto <b>seguro</b> con <a href="https://spoonacular.com/recipes/1">un enlace</a>.</p>' +
    '<script>window.__hacked = true</script>' +
    '<img src="x" onerror="window.__hacked = true">' +
    '<a href="javascript:window.__hacked=true">malo</a>' +
    '<span onmouseover="window.__hacked = true">pasá el mouse</span>',
  spoonacularScore: 55.25,
  healthScore: 12,
  steps: ['Paso uno.', 'Paso dos.'],
};

const dietName = (value: string | null) =>
  RECIPE_DIETS.find((entry) => entry.value === value)?.diet;

export const recipeHandlers = [
  http.get('*/api/recipes', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const search = params.get('search')?.toLowerCase() ?? '';
    const diet = dietName(params.get('diet'));
    const page = Number(params.get('page') ?? '1');
    const pageSize = Number(params.get('pageSize') ?? '8');
    const matches = recipesFixture.filter(
      (recipe) =>
        recipe.title.toLowerCase().includes(search) &&
        (diet === undefined || recipe.diets.includes(diet)),
    );
    const body: RecipePageDto = {
      items: matches
        .slice((page - 1) * pageSize, page * pageSize)
        .map(({ id, title, image, diets, spoonacularScore, healthScore }) => ({
          id,
          title,
          image,
          diets,
          spoonacularScore,
          healthScore,
        })),
      total: matches.length,
      page,
      pageSize,
    };
    return HttpResponse.json(body);
  }),
  http.get('*/api/recipes/:id', ({ params }) => {
    const found = [...recipesFixture, hostileRecipe].find(
      (recipe) => String(recipe.id) === params.id,
    );
    if (!found) return HttpResponse.json({ error: 'No se encontró la receta' }, { status: 404 });
    return HttpResponse.json(found);
  }),
];
