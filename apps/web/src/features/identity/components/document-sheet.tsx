import type { ReactNode } from 'react';
import { Sheet } from '../../../components/ui/sheet';

const CLASS_NAMES = { sheet: 'acct-sheet', head: 'acct-sheet__head', close: 'acct-sheet__close' };

/** A bottom sheet with a title, for reading a document without leaving a form. */
export function DocumentSheet({
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
    <Sheet
      visible={visible}
      onClose={onClose}
      closeLabel={closeLabel}
      classNames={CLASS_NAMES}
      head={<h2 className="acct-sheet__title">{title}</h2>}
      {...(testId ? { headTestId: testId } : {})}
      destroyOnClose
    >
      <div className="acct-sheet__body">{children}</div>
      {footer ? <div className="acct-sheet__foot">{footer}</div> : null}
    </Sheet>
  );
}
