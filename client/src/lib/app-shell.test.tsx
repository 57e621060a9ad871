import { describe, expect, it } from 'vitest';
import { renderApp, screen } from '@/testing/test-utils';
import INDEX_HTML from '../../index.html?raw';
import { APP_SHELL_CLASS, APP_SHELL_ID, removeAppShell } from './app-shell';

function shellDocument(): Document {
  return new DOMParser().parseFromString(INDEX_HTML, 'text/html');
}

const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

describe('the static landing shell in index.html', () => {
  it('shows the texts and links Home renders, so React replaces it without a visible change', async () => {
    const shell = shellDocument().getElementById(APP_SHELL_ID);
    expect(shell).not.toBeNull();
    renderApp({ route: '/' });
    const title = await screen.findByRole('heading', { level: 1 });
    const hero = title.closest('section');

    expect(squash(shell?.querySelector('h1')?.textContent)).toBe(squash(title.textContent));
    const shellParagraphs = [...(shell?.querySelectorAll('section p') ?? [])].map((p) =>
      squash(p.textContent),
    );
    const heroParagraphs = [...(hero?.querySelectorAll('p') ?? [])].map((p) =>
      squash(p.textContent),
    );
    expect(shellParagraphs).toEqual(heroParagraphs);
    const links = (root: ParentNode | null | undefined) =>
      [...(root?.querySelectorAll('a') ?? [])].map((a) => [
        squash(a.textContent),
        a.getAttribute('href'),
      ]);
    expect(links(shell?.querySelector('section'))).toEqual(links(hero));
    // The header's words (its layout is compared in a browser, not here).
    const words = (node: Element | null | undefined) =>
      (node?.textContent ?? '').replace(/\s+/g, '');
    expect(words(shell?.querySelector('header'))).toBe(words(document.querySelector('header')));
  });

  it('is removed with its class, and removing it twice is harmless', () => {
    const doc = shellDocument();
    doc.documentElement.classList.add(APP_SHELL_CLASS);
    removeAppShell(doc);
    removeAppShell(doc);
    expect(doc.getElementById(APP_SHELL_ID)).toBeNull();
    expect(doc.documentElement.classList.contains(APP_SHELL_CLASS)).toBe(false);
    expect(doc.getElementById('root')).not.toBeNull();
  });

  it("presses the app's own button when the shell's was tapped before the app was there", async () => {
    document.documentElement.dataset.shellClick = 'cart';
    renderApp({ route: '/' });
    expect(await screen.findByRole('dialog', { name: 'Carrito de compras' })).toBeVisible();
    expect(document.documentElement.dataset.shellClick).toBeUndefined();
  });

  it('disappears when the app renders its first route', async () => {
    const shell = document.createElement('div');
    shell.id = APP_SHELL_ID;
    document.body.append(shell);
    document.documentElement.classList.add(APP_SHELL_CLASS);
    renderApp({ route: '/' });
    await screen.findByRole('heading', { level: 1 });
    expect(document.getElementById(APP_SHELL_ID)).toBeNull();
    expect(document.documentElement.classList.contains(APP_SHELL_CLASS)).toBe(false);
  });
});
