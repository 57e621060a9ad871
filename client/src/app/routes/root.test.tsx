import type { Location } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { scrollKey } from './root';

function at(path: string, key: string): Location {
  const url = new URL(path, 'http://localhost');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key };
}

describe('scrollKey', () => {
  it('keeps two fresh page loads apart by their address', () => {
    expect(scrollKey(at('/about', 'default'))).toBe('/about');
    expect(scrollKey(at('/clases/1?x=1#top', 'default'))).toBe('/clases/1?x=1#top');
  });

  it('keys in-app navigations by their history entry', () => {
    expect(scrollKey(at('/about', 'k3j2h1'))).toBe('k3j2h1');
  });
});
