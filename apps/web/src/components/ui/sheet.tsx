import 'antd-mobile/es/global';
import Popup from 'antd-mobile/es/components/popup';
import type { ReactNode } from 'react';
import './sheet.css';

export interface SheetClassNames {
  /** The sheet's body (antd-mobile Popup's `bodyClassName`). */
  sheet: string;
  /** The head row: `head` and the close button. */
  head: string;
  close: string;
}

/** The default look (sheet.css); a title in the head takes `SHEET_TITLE_CLASS`. */
const DEFAULT_CLASS_NAMES: SheetClassNames = { sheet: 'curio-sheet', head: 'curio-sheet__head', close: 'curio-sheet__close' };
export const SHEET_TITLE_CLASS = 'curio-sheet__title';

/**
 * A bottom sheet (antd-mobile Popup) with a head row that ends in a close button; the mask and the
 * button close it. The look is sheet.css's unless the caller brings its own (`classNames`); what follows
 * the head is `children`.
 */
export function Sheet({
  visible,
  onClose,
  closeLabel,
  head,
  headTestId,
  classNames = DEFAULT_CLASS_NAMES,
  afterClose,
  destroyOnClose = false,
  children,
}: {
  visible: boolean;
  onClose: () => void;
  /** The close button's accessible name. */
  closeLabel: string;
  head: ReactNode;
  headTestId?: string;
  classNames?: SheetClassNames;
  /** Runs once the sheet has slid out. */
  afterClose?: () => void;
  /** Unmounts the content while closed. */
  destroyOnClose?: boolean;
  children: ReactNode;
}) {
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={classNames.sheet}
      {...(afterClose ? { afterClose } : {})}
      destroyOnClose={destroyOnClose}
    >
      <div className={classNames.head} data-testid={headTestId}>
        {head}
        <button type="button" className={classNames.close} onClick={onClose} aria-label={closeLabel}>
          <svg
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            aria-hidden="true"
          >
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      </div>
      {children}
    </Popup>
  );
}
