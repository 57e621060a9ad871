import { PagePlaceholder } from '@/components/ui/page-placeholder';

export function AboutRoute() {
  return <PagePlaceholder title="Nosotros" />;
}
