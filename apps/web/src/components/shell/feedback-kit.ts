import { Dialog, Toast } from 'antd-mobile';
import { i18n } from '../../lib/i18n';

export function toast(message: string, durationMs: number): void {
  Toast.show({ content: message, duration: durationMs });
}

export function dialog(title: string, content: string): void {
  void Dialog.alert({ title, content, confirmText: i18n.t('ui.ok', { defaultValue: 'OK' }) });
}

export function showLoading(): void {
  Toast.show({ icon: 'loading', content: i18n.t('app.loading'), duration: 0, maskClickable: false });
}

export function hideLoading(): void {
  Toast.clear();
}
