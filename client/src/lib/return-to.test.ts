import { describe, expect, it } from 'vitest';
import { loginHref, returnToOf, safeReturnTo, switchSignInHref } from './return-to';

describe('return to (after signing in)', () => {
  it('keeps a path of this site, with its query', () => {
    expect(safeReturnTo('/sociodashboard?seccion=actividades')).toBe(
      '/sociodashboard?seccion=actividades',
    );
    expect(safeReturnTo('/admindashboard/usuarios/edit/3')).toBe('/admindashboard/usuarios/edit/3');
  });

  it.each([
    'https://evil.example/robar',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'sociodashboard',
    '',
    null,
    '/login?volver=/sociodashboard',
    '/register',
  ])('never follows %j (no open redirect, no loop through /login)', (raw) => {
    expect(safeReturnTo(raw)).toBeNull();
  });

  it('writes and reads /login?volver=', () => {
    const href = loginHref({ pathname: '/sociodashboard', search: '?seccion=actividades' });
    expect(href).toBe('/login?volver=%2Fsociodashboard%3Fseccion%3Dactividades');
    expect(returnToOf(href.slice('/login'.length))).toBe('/sociodashboard?seccion=actividades');
    expect(returnToOf('?volver=https%3A%2F%2Fevil.example')).toBeNull();
    // Home is where a plain /login goes anyway.
    expect(loginHref({ pathname: '/' })).toBe('/login');
    // 'Registrate' keeps only a safe place to return to.
    expect(switchSignInHref('/register', '?volver=%2Fcheckout&otro=1')).toBe(
      '/register?volver=%2Fcheckout',
    );
    expect(switchSignInHref('/register', '?volver=%2F%2Fevil.example')).toBe('/register');
  });
});
