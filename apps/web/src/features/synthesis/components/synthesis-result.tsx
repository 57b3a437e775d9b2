import { Link } from 'react-router';
import { Countdown } from '../../../components/ui/countdown';
import { Sheet } from '../../../components/ui/sheet';
import type { SynthesisReceipt } from '../api/synthesize';
import { useSynthesisTexts } from '../texts';

/**
 * The result of a synthesis, in a bottom sheet: the new item is mine (minting until the chain confirms)
 * with a link to it; a pledge recipe adds when my fragments come back; and a link to my records.
 */
export function SynthesisResult({
  receipt,
  visible,
  resultName,
  itemPath,
  recordsPath,
  onClose,
}: {
  receipt: SynthesisReceipt | null;
  visible: boolean;
  resultName: string;
  itemPath: (cardNftId: number) => string;
  recordsPath: string;
  onClose: () => void;
}) {
  const { t } = useSynthesisTexts();
  return (
    <Sheet
      visible={visible && receipt !== null}
      onClose={onClose}
      closeLabel={t('synthesis.result.close')}
      head={<h2 className="syn-sheet__title">{t('synthesis.result.title')}</h2>}
      headTestId="synthesis-result-head"
      classNames={{ sheet: 'syn-sheet', head: 'syn-sheet__head', close: 'syn-sheet__close' }}
    >
      {receipt ? (
        <div className="syn-sheet__body" data-testid="synthesis-result" data-status={receipt.synthesis.status} aria-live="polite">
          {receipt.synthesis.result.coverUrl ? (
            <img className="syn-sheet__cover" src={receipt.synthesis.result.coverUrl} alt={resultName} width={112} height={112} />
          ) : null}
          <p className="syn-text" data-testid="synthesis-result-text">
            {t('synthesis.result.text', { name: resultName })}
          </p>
          {receipt.synthesis.pledgeEndsAt !== null ? (
            <p className="syn-text" data-testid="synthesis-result-pledge">
              <Countdown
                target={receipt.synthesis.pledgeEndsAt}
                prefix={t('synthesis.result.pledged')}
                className="syn-countdown"
              />
            </p>
          ) : null}
          <Link className="syn-button" to={itemPath(receipt.resultItemId)} data-testid="synthesis-item-link">
            {t('synthesis.result.view')}
          </Link>
          <Link className="syn-button syn-button--ghost" to={recordsPath} data-testid="synthesis-records-link">
            {t('synthesis.result.records')}
          </Link>
        </div>
      ) : null}
    </Sheet>
  );
}
