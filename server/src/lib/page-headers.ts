import type { Request, Response } from 'express';
import type { PageRequest } from '@power-gym/contracts';

/**
 * A paged list keeps answering an array; its total and the address of the next page go in the
 * X-Total-Count and Link headers, as public APIs such as GitHub's do (docs/api.md, 'Paging').
 */
export function setPageHeaders(
  req: Request,
  res: Response,
  { page, pageSize }: PageRequest,
  total: number,
): void {
  res.setHeader('X-Total-Count', String(total));
  if (page * pageSize >= total) return;
  const next = new URL(req.originalUrl, 'http://localhost');
  next.searchParams.set('page', String(page + 1));
  next.searchParams.set('pageSize', String(pageSize));
  res.setHeader('Link', `<${next.pathname}${next.search}>; rel="next"`);
}
