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
  replayShellClick(doc);
}

/**
 * public/app-shell.js keeps the name of a shell button tapped before the app was there (the cart,
 * the menu); the app's own button of that name is pressed once its page is in place.
 */
function replayShellClick(doc: Document) {
  const name = doc.documentElement.dataset.shellClick;
  if (!name) return;
  delete doc.documentElement.dataset.shellClick;
  setTimeout(() => {
    const buttons = [...doc.querySelectorAll<HTMLButtonElement>('button')];
    buttons
      .find((button) => (button.getAttribute('aria-label') ?? button.textContent?.trim()) === name)
      ?.click();
  }, 0);
}

/** In the components that render a route's content: removes the static shell on mount. */
export function useRemoveAppShell() {
  useLayoutEffect(() => removeAppShell(), []);
}
