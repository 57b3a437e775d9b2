import 'antd-mobile/es/global';
import Popup from 'antd-mobile/es/components/popup';
import type { ReactNode } from 'react';

/** A bottom sheet with a title and a close button, for reading a document without leaving a form. */
export function Sheet({
  visible,
  title,
  closeLabel,
  onClose,
  children,
  footer,
  testId,
}: {
  visible: boolean;
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  /** Fixed under the text (e.g. "Agree"). */
  footer?: ReactNode;
  testId?: string;
}) {
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="acct-sheet" destroyOnClose>
      <div className="acct-sheet__head" data-testid={testId}>
        <h2 className="acct-sheet__title">{title}</h2>
        <button type="button" className="acct-sheet__close" onClick={onClose} aria-label={closeLabel}>
          <svg
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            aria-hidden
          >
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      </div>
      <div className="acct-sheet__body">{children}</div>
      {footer ? <div className="acct-sheet__foot">{footer}</div> : null}
    </Popup>
  );
}
