import { useEffect, useState } from 'react';

/** Whether the moment `iso` is past: turns true when it comes, with no re-render needed. */
export function useHasPassed(iso: string | undefined): boolean {
  // The moment last seen past: a new `iso` starts as not passed until checked.
  const [passed, setPassed] = useState<string | null>(null);
  useEffect(() => {
    if (iso === undefined) return;
    const left = new Date(iso).getTime() - Date.now();
    // A timer longer than 2^31 ms fires at once: a far moment is simply not past yet.
    if (left > 2 ** 31 - 1) return;
    const timer = setTimeout(() => setPassed(iso), Math.max(left, 0));
    return () => clearTimeout(timer);
  }, [iso]);
  return iso !== undefined && passed === iso;
}
