import { PagePlaceholder } from '@/components/ui/page-placeholder';

export function RecipeRoute() {
  return <PagePlaceholder title="Receta" />;
}
