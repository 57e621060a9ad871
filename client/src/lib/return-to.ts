import { paths } from '@/config/paths';

/**
 * The one home of the "return to" rule: where someone sent to /login (a guarded page, a mail link,
 * a session that expired mid-task) goes back after signing in. The place travels in /login's query
 * (?volver=/sociodashboard%3Fseccion%3Dactividades), so it survives a reload of the login page.
 * Only a path of this site is ever followed: never another origin (no open redirect).
 */
export const RETURN_TO_PARAM = 'volver';

/** Where to return to, when it is a path of this same origin; null otherwise. */
export function safeReturnTo(raw: string | null | undefined): string | null {
  // '//evil.com' and '/\evil.com' are other hosts to a browser; anything else must start with '/'.
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  const origin = window.location.origin;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  // The URL parser drops tabs and newlines ('/\t/evil.com'): the origin is checked after it.
  if (url.origin !== origin) return null;
  if (url.pathname === paths.login.path || url.pathname === paths.register.path) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The place of a location (path and query), as the router or window.location has it. */
export function placeOf(location: { pathname: string; search?: string; hash?: string }): string {
  return `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
}

/** `href` (/login, /register) carrying the place to return to, when there is a safe one. */
function withReturnTo(href: string, back: string | null): string {
  if (!back || back === paths.home.getHref()) return href;
  return `${href}?${new URLSearchParams({ [RETURN_TO_PARAM]: back }).toString()}`;
}

/** /login, bringing back to `from` after signing in (when it is a place worth returning to). */
export function loginHref(from?: { pathname: string; search?: string; hash?: string }): string {
  return withReturnTo(paths.login.getHref(), from ? safeReturnTo(placeOf(from)) : null);
}

/** The other sign-in page (/login ↔ /register), keeping the place to return to of `search`. */
export function switchSignInHref(href: string, search: string): string {
  return withReturnTo(href, returnToOf(search));
}

/** The place /login's query asks to return to (`?volver=`), if it is a safe one. */
export function returnToOf(search: string): string | null {
  return safeReturnTo(new URLSearchParams(search).get(RETURN_TO_PARAM));
}
