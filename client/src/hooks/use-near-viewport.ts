import { useCallback, useState, type RefCallback } from 'react';

/**
 * Whether the element has come within `rootMargin` of the viewport; once true it stays true.
 * For work worth doing only for what the visitor is about to see.
 */
export function useNearViewport<T extends Element>(
  rootMargin = '50% 0px',
): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (element: T | null) => {
      if (!element || near) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          setNear(true);
        },
        { rootMargin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near, rootMargin],
  );
  return [ref, near];
}
