import { runtimeText } from '@curio/contract/client';
import type { ReactNode } from 'react';
import { toast } from '../../../components/shell/feedback';
import { copyText } from '../../../lib/clipboard';
import { useSaleTexts } from '../texts';

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

/**
 * A label and its value on one line; long values (hashes, addresses) wrap, with a copy link when `copy`
 * is set. `stacked` puts the value under the label, full width (a 64-digit hash reads in two lines).
 */
export function InfoRow({
  label,
  children,
  copy,
  mono = false,
  stacked = false,
  testId,
}: {
  label: ReactNode;
  children: ReactNode;
  copy?: string | null;
  mono?: boolean;
  stacked?: boolean;
  testId?: string;
}) {
  return (
    <div className={`sale-row${stacked ? ' sale-row--stacked' : ''}`} data-testid={testId}>
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
