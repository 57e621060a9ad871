import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  RECIPE_DIETS,
  RECIPE_SUGGESTION_THRESHOLD,
  RECIPES_PAGE_SIZE,
  type RecipeDiet,
  type RecipePageDto,
} from '@power-gym/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadingCards } from '@/components/ui/loading-cards';
import { QueryError, queryStatus, type QueryStatus } from '@/components/ui/query-error';
import { gridSx } from '@/components/ui/grid';
import { useGetRecipesQuery } from '../api';
import { RecipeCard } from './recipe-card';
import { RecipeFilters } from './recipe-filters';
import { useDebouncedCallback } from './use-debounced-callback';

const SEARCH_DELAY_MS = 300;

const grid = gridSx(2, { xs: 1, sm: 2, md: 3, lg: 4 });

function isDiet(value: string | null): value is RecipeDiet {
  return RECIPE_DIETS.some((entry) => entry.value === value);
}

/** Search, diet and page live in the address (?q=&dieta=&pagina=), so 'Volver' finds them again. */
function useRecipeParams() {
  const [params, setParams] = useSearchParams();
  const dieta = params.get('dieta');
  const pagina = Number(params.get('pagina'));
  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );
  return {
    search: params.get('q')?.trim() ?? '',
    diet: isDiet(dieta) ? dieta : null,
    page: Number.isInteger(pagina) && pagina > 1 ? pagina : 1,
    update,
  };
}

export function RecipesSection() {
  const { search, diet, page, update } = useRecipeParams();
  const [input, setInput] = useState(search);
  const commitSearch = useDebouncedCallback((value: string) => {
    if (value.trim() !== search) update({ q: value.trim(), pagina: null });
  }, SEARCH_DELAY_MS);
  const changeInput = (value: string) => {
    setInput(value);
    commitSearch(value);
  };

  const recipes = useGetRecipesQuery({ search, diet, page });
  const { currentData } = recipes;
  // Suggestions only for what is typed now, and only when more than 2 titles match.
  const typed = input.trim() !== '' && input.trim() === search;
  const suggestions =
    typed && currentData && currentData.total > RECIPE_SUGGESTION_THRESHOLD
      ? currentData.items
      : [];

  return (
    <Stack spacing={3}>
      <Typography variant="h3" component="h1">
        Recetas
      </Typography>
      <RecipeFilters
        input={input}
        onInputChange={changeInput}
        suggestions={suggestions}
        diet={diet}
        onDietChange={(value) => update({ dieta: value, pagina: null })}
      />
      <RecipeResults
        data={recipes.data}
        {...queryStatus(recipes)}
        page={page}
        onPageChange={(value) => update({ pagina: value > 1 ? String(value) : null })}
      />
    </Stack>
  );
}

interface RecipeResultsProps extends QueryStatus {
  data: RecipePageDto | undefined;
  page: number;
  onPageChange: (page: number) => void;
}

function RecipeResults({
  data,
  isLoading,
  isError,
  isFetching,
  onRetry,
  page,
  onPageChange,
}: RecipeResultsProps) {
  if (isLoading) {
    return (
      <LoadingCards label="Cargando recetas" count={RECIPES_PAGE_SIZE} height={260} sx={grid} />
    );
  }
  if (isError && !isFetching) {
    return <QueryError message="No pudimos cargar las recetas." onRetry={onRetry} />;
  }
  if (!data) return null;
  if (data.total === 0) {
    return (
      <Paper sx={{ p: 3 }} role="status">
        <Typography>No encontramos recetas con esa búsqueda.</Typography>
      </Paper>
    );
  }
  const pages = Math.ceil(data.total / data.pageSize);
  return (
    <Stack spacing={3} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ alignSelf: 'start' }}>
        {data.total === 1 ? '1 receta' : `${data.total} recetas`}
      </Typography>
      <Box
        sx={{ ...grid, width: '100%', opacity: isFetching ? 0.6 : 1, transition: 'opacity 150ms' }}
        aria-busy={isFetching}
      >
        {data.items.map((recipe) => (
          <RecipeCard key={recipe.id} recipe={recipe} />
        ))}
      </Box>
      {pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(page, pages)}
          onChange={(_event, value) => onPageChange(value)}
          color="primary"
          aria-label="Páginas de recetas"
          siblingCount={0}
        />
      )}
    </Stack>
  );
}
