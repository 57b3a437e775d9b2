// A two-button dialog (antd-mobile, loaded on first use like toasts and dialogs). Its own module, not
// in feedback.ts, so that the first load does not carry it (decision 006).

import type { ConfirmOptions } from './confirm-options';

export type { ConfirmOptions } from './confirm-options';

/** Resolves true when confirmed, false when cancelled or dismissed. */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return import('./feedback-kit').then((k) => k.confirm(options));
}
