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
 * public/app-shell.js keeps the action (data-shell-action: the cart, the menu) of a shell button
 * tapped before the app was there; the app's own button of that action is pressed once its page is
 * in place. Not the button's name: the app's cart button also says how many places it holds.
 */
function replayShellClick(doc: Document) {
  const action = doc.documentElement.dataset.shellClick;
  if (!action) return;
  delete doc.documentElement.dataset.shellClick;
  setTimeout(() => {
    const buttons = [...doc.querySelectorAll<HTMLButtonElement>('button[data-shell-action]')];
    buttons.find((button) => button.dataset.shellAction === action)?.click();
  }, 0);
}

/** In the components that render a route's content: removes the static shell on mount. */
export function useRemoveAppShell() {
  useLayoutEffect(() => removeAppShell(), []);
}
