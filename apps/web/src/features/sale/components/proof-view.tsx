import { useSaleTexts } from '../../../lib/sale/texts';
import type { DrawProof } from '../api/boxes';
import { InfoRow } from './rows';

/**
 * A blind-box draw's proof (PRODUCT.md §5, decision 012): the published seed hash, the seed once the
 * sale has ended, the draw input, the box's remaining stock per item before the draw and the ticket.
 */
export function ProofView({ proof, seedHash }: { proof: DrawProof | null; seedHash?: string | null }) {
  const { t } = useSaleTexts();
  const hash = proof?.seedHash ?? seedHash ?? null;
  return (
    <div className="sale-proof" data-testid="draw-proof">
      {hash ? (
        <InfoRow label={t('sale.proof.seedHash')} mono copy={hash} testId="proof-seed-hash">
          {hash}
        </InfoRow>
      ) : null}
      {proof ? (
        <>
          <InfoRow label={t('sale.proof.seed')} mono copy={proof.seed} testId="proof-seed">
            {proof.seed ?? <em className="sale-muted">{t('sale.proof.seedHidden')}</em>}
          </InfoRow>
          <InfoRow label={t('sale.proof.drawInput')} mono testId="proof-input">
            {proof.drawInput}
          </InfoRow>
          <InfoRow label={t('sale.proof.remainingBefore')} mono>
            {proof.remainingBefore.map((r) => r.remaining).join(' · ')} (
            {proof.remainingBefore.reduce((n, r) => n + r.remaining, 0)})
          </InfoRow>
          <InfoRow label={t('sale.proof.ticket')} mono testId="proof-ticket">
            {proof.ticket}
          </InfoRow>
          <p className="sale-note">{t('sale.proof.hint')}</p>
        </>
      ) : (
        <p className="sale-note">{t('sale.proof.onlyHash')}</p>
      )}
    </div>
  );
}
