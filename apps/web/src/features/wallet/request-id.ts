import { useRef } from 'react';
import { newRequestId } from './rules';

/**
 * The client request id of a money-moving form: the same values sent again (a double tap, a retry after a
 * lost answer) keep the same id, so the provider moves the money once; other values get a new id.
 */
export function requestIdKeeper(create: () => string = newRequestId) {
  let last: { key: string; id: string } | null = null;
  return {
    idFor(values: unknown): string {
      const key = JSON.stringify(values);
      if (!last || last.key !== key) last = { key, id: create() };
      return last.id;
    },
    /** After a success: the next attempt is a new movement. */
    done(): void {
      last = null;
    },
  };
}

export function useRequestId() {
  const keeper = useRef<ReturnType<typeof requestIdKeeper> | null>(null);
  keeper.current ??= requestIdKeeper();
  return keeper.current;
}
