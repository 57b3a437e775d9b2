import { useTranslation } from '../../lib/i18n';
import { isChatAppBrowser } from '../../lib/chat-app';
import { cx } from './cx';
import styles from './chat-app-payment-warning.module.css';

export interface ChatAppPaymentWarningProps {
  /** Overrides the browser's user agent (tests, server-told values). */
  userAgent?: string;
  /** Hides the "open in browser" hint line. */
  hideHint?: boolean;
  className?: string;
}

/**
 * Inside a chat app's in-app browser, payment shows "do not pay in the chat app, use the mobile
 * browser" (spec §6, §8; PRODUCT.md §8). Renders nothing anywhere else.
 */
export function ChatAppPaymentWarning({ userAgent, hideHint = false, className }: ChatAppPaymentWarningProps) {
  const { t } = useTranslation();
  if (!isChatAppBrowser(userAgent)) return null;
  return (
    <div className={cx(styles.warning, className)} role="alert">
      <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M8 1.2c.5 0 .95.27 1.2.7l6.1 10.6a1.38 1.38 0 0 1-1.2 2.07H1.9A1.38 1.38 0 0 1 .7 12.5L6.8 1.9c.25-.43.7-.7 1.2-.7Zm0 9.8a.95.95 0 1 0 0 1.9.95.95 0 0 0 0-1.9Zm0-5.6a.9.9 0 0 0-.9.96l.22 3.1a.68.68 0 0 0 1.36 0l.22-3.1A.9.9 0 0 0 8 5.4Z"
        />
      </svg>
      <span className={styles.text}>
        <span className={styles.title}>{t('ui.chatAppPayment')}</span>
        {!hideHint && <span className={styles.hint}>{t('ui.chatAppPaymentHint')}</span>}
      </span>
    </div>
  );
}
