import { useEffect, useState } from 'react';

// PRODUCT.md section 3: the server's clock is the truth. The app measures the difference between the
// server's clock and this device's once (from /curtime/get; the request client does it on every
// successful `request('get')`) and corrects every timestamp and countdown with it. Signed requests
// depend on it too: the server refuses a timestamp more than 300 s away from its own clock.

let offsetMs = 0;

/**
 * Records the server's time. With `sentAt` and `receivedAt` (local Date.now() before the request and
 * after the response) the server's timestamp is taken to belong to the midpoint of the round trip;
 * with only `receivedAt`, to that moment; otherwise to now. Non-finite values are ignored.
 */
export function setServerTime(serverMs: number, sentAt?: number, receivedAt?: number): void {
  if (!Number.isFinite(serverMs)) return;
  let local: number;
  if (sentAt !== undefined && receivedAt !== undefined && Number.isFinite(sentAt) && Number.isFinite(receivedAt)) {
    local = (sentAt + receivedAt) / 2;
  } else if (receivedAt !== undefined && Number.isFinite(receivedAt)) {
    local = receivedAt;
  } else {
    local = Date.now();
  }
  // Whole milliseconds: timestamps are sent as decimal integers.
  offsetMs = Math.round(serverMs - local);
  notifyAll();
}

/** The server's current time (ms since the epoch). */
export function serverNow(): number {
  return Date.now() + offsetMs;
}

/** Server time minus device time (ms); 0 until the server's time is known. */
export function serverOffset(): number {
  return offsetMs;
}

type Listener = (now: number) => void;

interface Ticker {
  timer: ReturnType<typeof setInterval>;
  listeners: Set<Listener>;
}

/** One timer per interval, shared by every component that asks for that interval. */
const tickers = new Map<number, Ticker>();

function notify(ticker: Ticker): void {
  const now = serverNow();
  for (const listener of [...ticker.listeners]) listener(now);
}

function notifyAll(): void {
  for (const ticker of tickers.values()) notify(ticker);
}

function subscribe(intervalMs: number, listener: Listener): () => void {
  let ticker = tickers.get(intervalMs);
  if (ticker === undefined) {
    const created: Ticker = { listeners: new Set(), timer: setInterval(() => notify(created), intervalMs) };
    ticker = created;
    tickers.set(intervalMs, ticker);
  }
  ticker.listeners.add(listener);
  const own = ticker;
  return () => {
    own.listeners.delete(listener);
    if (own.listeners.size === 0) {
      clearInterval(own.timer);
      if (tickers.get(intervalMs) === own) tickers.delete(intervalMs);
    }
  };
}

/** Number of running clock timers (for tests). */
export function activeClockTimers(): number {
  return tickers.size;
}

/**
 * The server's current time, re-rendering every `intervalMs` (default 1 s) and right after
 * setServerTime. All components using the same interval share one timer, which stops when the last
 * of them unmounts.
 */
export function useServerNow(intervalMs = 1000): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const interval = Number.isFinite(intervalMs) && intervalMs > 0 ? intervalMs : 1000;
    return subscribe(interval, setNow);
  }, [intervalMs]);
  return now;
}
