import { useEffect, useRef } from 'react';

/**
 * Calls `fn` every `ms` while `ms` is a number (null stops it); always the latest `fn`. The one interval
 * hook of the app: polling uses it; countdowns and clocks use `useServerNow` (lib/server-clock).
 */
export function useInterval(fn: () => void, ms: number | null): void {
  const latest = useRef(fn);
  useEffect(() => {
    latest.current = fn;
  });
  useEffect(() => {
    if (ms === null) return;
    const id = setInterval(() => latest.current(), ms);
    return () => clearInterval(id);
  }, [ms]);
}
