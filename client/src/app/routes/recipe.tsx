import { useParams } from 'react-router-dom';
import { NotFound } from '@/components/errors/not-found';
import { RecipeDetail } from '@/features/recipes/components/recipe-detail';

export function RecipeRoute() {
  const { id = '' } = useParams();
  if (!/^[1-9]\d{0,9}$/.test(id)) return <NotFound />;
  return <RecipeDetail id={Number(id)} />;
}
