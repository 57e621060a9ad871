// Runs before the body is parsed; a file of its own because the Content-Security-Policy allows no
// inline script.
// 1. Shows index.html's static landing shell (header and hero) only on the landing page itself; every
//    other address keeps its blank page until React renders. React removes the shell when it renders
//    the first route (src/lib/app-shell.ts).
// 2. Keeps a tap on the shell's buttons for the app to replay.
// 3. Loads the app's modules, which the build lists in <meta name="app-entry"> and
//    <meta name="app-modules">. On the landing page it waits until the shell has painted, so on a
//    slow phone the hero is on screen before a byte of JavaScript is downloaded or run; elsewhere
//    there is nothing to paint first. (The dev server keeps its own module script and no meta.)
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

  const start = () => (showsShell ? afterFirstPaint(loadModules) : loadModules());
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', start, { once: true });
  } else {
    start();
  }
})();
