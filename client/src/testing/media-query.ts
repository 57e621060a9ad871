/** A MediaQueryList that answers `matches` and never changes (jsdom has no layout). */
export function staticMediaQuery(query: string, matches: boolean): MediaQueryList {
  return {
    media: query,
    matches,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  };
}
