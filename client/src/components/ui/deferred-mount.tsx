import Box from '@mui/material/Box';
import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';

/** A screen-high blank that keeps whatever comes after it (the footer) below the fold. */
export function BelowFoldPlaceholder() {
  return <Box aria-hidden sx={{ minHeight: '100vh' }} />;
}

/**
 * Mounts its children in a task of their own just after the page's first commit, as a transition:
 * on a slow phone the content above the fold commits first and what lies below it follows, instead
 * of one long task that freezes the page. Until then, and while lazy children load, the placeholder
 * keeps the footer below the fold, so nothing visible moves.
 * `immediate` skips the wait (an address with a #fragment must find its target soon).
 */
export function DeferredMount({
  children,
  immediate = false,
}: {
  children: ReactNode;
  immediate?: boolean;
}) {
  const [mounted, setMounted] = useState(immediate);
  useEffect(() => {
    if (mounted) return;
    const timer = setTimeout(() => startTransition(() => setMounted(true)), 0);
    return () => clearTimeout(timer);
  }, [mounted]);
  const placeholder = <BelowFoldPlaceholder />;
  return mounted ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
