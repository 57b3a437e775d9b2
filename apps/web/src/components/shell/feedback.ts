import { TOAST_DURATION_MS } from '@curio/contract/client';
import type * as FeedbackKit from './feedback-kit';

// Toasts, dialogs and the loading indicator come from antd-mobile, loaded on first use so that the
// first paint does not carry them.
let loading: Promise<typeof FeedbackKit> | undefined;
const kit = () =>
  (loading ??= import('./feedback-kit').catch((error: unknown) => {
    loading = undefined;
    throw error;
  }));

/**
 * Closes every toast and dialog, one still on its way too (its kit loading): for the unit tests' teardown,
 * so that nothing a test showed outlives it. Nothing to do when the kit never loaded.
 */
export async function closeAllFeedback(): Promise<void> {
  if (loading) (await loading.catch(() => null))?.closeAll();
}

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
