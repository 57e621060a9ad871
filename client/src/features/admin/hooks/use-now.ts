import { useEffect, useState } from 'react';

/** How often the clock below moves: a session that starts meanwhile loses its actions. */
const TICK_MS = 60_000;

/**
 * The current time in milliseconds, read once on mount and again every minute: what already
 * started and which day is today, without reading the clock while rendering.
 */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
