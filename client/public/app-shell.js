/* global document, location */
// Shows index.html's static landing shell (header and hero, painted before any module loads) only on
// the landing page itself; every other address keeps its blank page until React renders. A file of
// its own because the Content-Security-Policy allows no inline script. React removes the shell when
// it renders the first route (src/lib/app-shell.ts).
if (location.pathname === '/' && !location.hash) {
  document.documentElement.classList.add('pg-shell');
}
