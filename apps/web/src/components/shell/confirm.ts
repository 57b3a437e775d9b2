// A two-button dialog (antd-mobile, loaded on first use like toasts and dialogs). Its own module, not
// in feedback.ts, so that the first load does not carry it (decision 006).

export interface ConfirmOptions {
  content: string;
  confirmText: string;
  cancelText: string;
  /** The confirm button in the danger colour (e.g. "cancel order"). */
  danger?: boolean;
}

/** Resolves true when confirmed, false when cancelled or dismissed. */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return import('./feedback-kit').then((k) => k.confirm(options));
}
