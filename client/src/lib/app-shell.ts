import { useLayoutEffect } from 'react';

export const APP_SHELL_ID = 'app-shell';
export const APP_SHELL_CLASS = 'pg-shell';

/**
 * index.html paints a static copy of the landing page's header and hero before any JavaScript runs,
 * and keeps #root hidden meanwhile (only on `/`; public/app-shell.js decides). The first route React
 * renders (a page or an error) takes its place, before the browser paints: the loaders that come
 * before it (rehydration, lazy route modules) never replace the hero with a spinner.
 */
export function removeAppShell(doc: Document = document) {
  doc.getElementById(APP_SHELL_ID)?.remove();
  doc.documentElement.classList.remove(APP_SHELL_CLASS);
}

/** In the components that render a route's content: removes the static shell on mount. */
export function useRemoveAppShell() {
  useLayoutEffect(() => removeAppShell(), []);
}
