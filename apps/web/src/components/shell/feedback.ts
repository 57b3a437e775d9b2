import { TOAST_DURATION_MS } from '@curio/contract/client';

// Toasts, dialogs and the loading indicator come from antd-mobile, loaded on first use so that the
// first paint does not carry them.
const kit = () => import('./feedback-kit');

export function toast(message: string, durationMs: number = TOAST_DURATION_MS): void {
  void kit().then((k) => k.toast(message, durationMs));
}

export function dialog(title: string, content: string): void {
  void kit().then((k) => k.dialog(title, content));
}

export function showLoading(): void {
  void kit().then((k) => k.showLoading());
}

export function hideLoading(): void {
  void kit().then((k) => k.hideLoading());
}
