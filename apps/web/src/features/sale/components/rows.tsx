import { runtimeText } from '@curio/contract/client';
import type { ReactNode } from 'react';
import { toast } from '../../../components/shell/feedback';
import { copyText } from '../../../lib/clipboard';
import { useSaleTexts } from '../../../lib/sale/texts';

/** A small "copy" link that puts `text` on the clipboard and says so. */
export function CopyButton({ text, testId }: { text: string; testId?: string }) {
  const { t, lang } = useSaleTexts();
  const copy = async () => toast((await copyText(text)) ? t('sale.copied') : runtimeText('copyFailed', lang));
  return (
    <button type="button" className="sale-copy" onClick={() => void copy()} data-testid={testId}>
      {t('sale.copy')}
    </button>
  );
}

/** A label and its value on one line; long values (hashes, addresses) wrap, with a copy link when `copy` is set. */
export function InfoRow({
  label,
  children,
  copy,
  mono = false,
  testId,
}: {
  label: ReactNode;
  children: ReactNode;
  copy?: string | null;
  mono?: boolean;
  testId?: string;
}) {
  return (
    <div className="sale-row" data-testid={testId}>
      <span className="sale-row__label">{label}</span>
      <span className={`sale-row__value${mono ? ' sale-row__value--mono' : ''}`}>
        <span className="sale-row__text" data-testid={testId ? `${testId}-value` : undefined}>
          {children}
        </span>
        {copy ? <CopyButton text={copy} /> : null}
      </span>
    </div>
  );
}
