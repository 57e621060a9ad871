import Pagination from '@mui/material/Pagination';
import { pageCount } from '../hooks/use-page-param';

interface MemberPaginationProps {
  /** The navigation's name, e.g. 'Páginas de compras'. */
  label: string;
  page: number;
  total: number;
  onChange: (page: number) => void;
}

/**
 * The pages of a member's list, drawn only when there is more than one. The theme gives the
 * buttons their Spanish names ('Ir a la página 2', 'Ir a la página siguiente'); no siblings
 * around the current page, so it fits a phone's width.
 */
export function MemberPagination({ label, page, total, onChange }: MemberPaginationProps) {
  const count = pageCount(total);
  if (count <= 1) return null;
  return (
    <Pagination
      count={count}
      page={Math.min(page, count)}
      onChange={(_event, value) => onChange(value)}
      color="primary"
      aria-label={label}
      siblingCount={0}
      sx={{ alignSelf: 'center' }}
    />
  );
}
