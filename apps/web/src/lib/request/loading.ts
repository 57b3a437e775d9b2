import { LOADING_HIDE_DELAY_MS } from '@curio/contract/client';
import { requestEnvironment } from './environment';

// One loading indicator for all requests that ask for it: shown when the first starts, hidden
// LOADING_HIDE_DELAY_MS after the last ends; a request starting within that delay keeps it up.

let active = 0;
let hideTimer: ReturnType<typeof setTimeout> | undefined;

function safely(fn: () => void): void {
  try {
    fn();
  } catch {
    // A failing UI hook must not break the request.
  }
}

/** Counts a loading request in; returns the function that counts it out (idempotent). */
export function beginLoading(): () => void {
  if (hideTimer !== undefined) {
    clearTimeout(hideTimer);
    hideTimer = undefined;
  } else if (active === 0) {
    safely(() => requestEnvironment().ui.showLoading());
  }
  active++;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    active--;
    if (active === 0) {
      hideTimer = setTimeout(() => {
        hideTimer = undefined;
        safely(() => requestEnvironment().ui.hideLoading());
      }, LOADING_HIDE_DELAY_MS);
    }
  };
}

/** Requests currently counted in (for tests). */
export function activeLoadingRequests(): number {
  return active;
}
