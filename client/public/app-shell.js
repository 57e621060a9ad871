// Runs before the body is parsed; a file of its own because the Content-Security-Policy allows no
// inline script.
// 1. Shows index.html's static landing shell (header and hero) only on the landing page itself; every
//    other address keeps its blank page until React renders. React removes the shell when it renders
//    the first route (src/lib/app-shell.ts).
// 2. Keeps a tap on the shell's buttons for the app to replay.
// 3. Loads the app's modules, which the build lists in <meta name="app-entry"> and
//    <meta name="app-modules">. Elsewhere than the landing page, at once: there is nothing to paint
//    first. On the landing page, never before the shell has painted, and for a first-time visitor
//    only at the first sign of a person (the pointer, a tap, a key, a scroll, focus): the shell is
//    the whole first screen and links to sign in, so until then a phone downloads and runs no
//    JavaScript at all (issue 30, point 16). A visitor the app already knows (signed in, or with
//    places in the cart, in redux-persist's 'persist:root') gets them right after the paint, so the
//    header shows their name and cart. (The dev server keeps its own module script and no meta.)
(() => {
  const showsShell = location.pathname === '/' && !location.hash;
  if (showsShell) document.documentElement.classList.add('pg-shell');

  // A tap on the shell's cart or menu button before the app is there is not lost: its action
  // waits here, and the app presses its own button of that action when it replaces the shell.
  document.addEventListener('click', (event) => {
    const button =
      event.target instanceof Element && event.target.closest('#app-shell [data-shell-action]');
    if (button) document.documentElement.dataset.shellClick = button.dataset.shellAction;
  });

  const meta = (name) =>
    document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? '';

  const loadModules = () => {
    const entry = meta('app-entry');
    if (!entry) return;
    for (const href of meta('app-modules').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };

  const afterFirstPaint = (callback) => {
    let called = false;
    const once = () => {
      if (called) return;
      called = true;
      setTimeout(callback, 0);
    };
    // A hidden tab paints nothing until it is shown.
    if (document.visibilityState === 'hidden') return once();
    if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      const observer = new PerformanceObserver(() => {
        observer.disconnect();
        once();
      });
      observer.observe({ type: 'paint', buffered: true });
    } else {
      requestAnimationFrame(once);
    }
    // Whatever happens to the paint, the app must come.
    setTimeout(once, 3000);
  };

  /** Signed in, or with places in the cart: the state src/stores/store.ts persists. */
  const knownVisitor = () => {
    try {
      const saved = JSON.parse(localStorage.getItem('persist:root') ?? 'null');
      const auth = JSON.parse(saved?.auth ?? 'null');
      const cart = JSON.parse(saved?.cart ?? 'null');
      return Boolean(auth?.user) || (cart?.items?.length ?? 0) > 0;
    } catch {
      return false;
    }
  };

  const PERSON_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll'];
  const onFirstSignOfPerson = (callback) => {
    const once = () => {
      for (const type of [...PERSON_EVENTS, 'focusin', 'click']) {
        window.removeEventListener(type, once, true);
      }
      callback();
    };
    for (const type of PERSON_EVENTS) {
      window.addEventListener(type, once, { capture: true, passive: true });
    }
    // A screen reader's virtual cursor may move focus or click without any pointer or key event.
    window.addEventListener('focusin', once, true);
    window.addEventListener('click', once, true);
  };

  const start = () => {
    if (!showsShell) loadModules();
    else if (knownVisitor()) afterFirstPaint(loadModules);
    else onFirstSignOfPerson(() => afterFirstPaint(loadModules));
  };
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', start, { once: true });
  } else {
    start();
  }
})();
