import { act, cleanup } from '@testing-library/react';
import { unstable_IdlePriority, unstable_scheduleCallback } from 'scheduler';
import { afterEach } from 'vitest';
import { closeAllFeedback } from '../components/shell/feedback';

// jsdom lacks a few browser APIs the UI kit and our code use.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// antd-mobile's passcode input scrolls itself into view a moment after it is focused.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;

/**
 * Resolves once React's scheduler has run everything queued before it (an idle task runs after them all).
 * A commit outside `act` (a query's answer, a lazy page arriving) queues its passive effects there, on
 * `setImmediate` under Node; the unmount flushes the effects but not that queued task. Left queued at the
 * end of a file, it ran after jsdom was torn down and threw "window is not defined" (it reads `window.event`).
 */
function schedulerDrained() {
  return new Promise<void>((resolve) => void unstable_scheduleCallback(unstable_IdlePriority, resolve));
}

afterEach(async () => {
  cleanup();
  // Toasts and dialogs render in roots of their own (antd-mobile's imperative API), which cleanup() does not
  // know: a toast still showing, or still loading, would close after the file's jsdom is gone.
  await act(() => closeAllFeedback());
  localStorage.clear();
  await schedulerDrained();
});
