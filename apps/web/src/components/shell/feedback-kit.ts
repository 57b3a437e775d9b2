import 'antd-mobile/es/global';
import { Dialog, Toast, unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';
import { i18n } from '../../lib/i18n';
import type { ConfirmOptions } from './confirm-options';

// antd-mobile's imperative Toast and Dialog render through ReactDOM.render, which React 19 removed:
// give them React 19's root API.
const roots = new Set<Root>();
unstableSetRender((node, container) => {
  const root = createRoot(container);
  roots.add(root);
  root.render(node);
  return () =>
    new Promise<void>((resolve) => {
      setTimeout(() => {
        roots.delete(root);
        root.unmount();
        resolve();
      });
    });
});

/**
 * Every toast and dialog closed, their roots unmounted now rather than after their exit animation (a unit
 * test's end: a toast that outlived its test closed after jsdom was gone, and React's work then failed).
 */
export function closeAll(): void {
  Toast.clear();
  Dialog.clear();
  for (const root of roots) root.unmount();
  roots.clear();
}

export function toast(message: string, durationMs: number): void {
  Toast.show({ content: message, duration: durationMs });
}

export function dialog(title: string, content: string): void {
  void Dialog.alert({ title, content, confirmText: i18n.t('app.ok') });
}

export function showLoading(): void {
  Toast.show({ icon: 'loading', content: i18n.t('app.loading'), duration: 0, maskClickable: false });
}

export function hideLoading(): void {
  Toast.clear();
}

export function confirm({ content, confirmText, cancelText, danger = false }: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    Dialog.show({
      content,
      closeOnAction: true,
      onClose: () => resolve(false),
      actions: [
        [
          { key: 'cancel', text: cancelText, onClick: () => resolve(false) },
          { key: 'confirm', text: confirmText, danger, bold: true, onClick: () => resolve(true) },
        ],
      ],
    });
  });
}
