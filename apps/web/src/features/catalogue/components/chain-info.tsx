import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../components/shell/feedback';
import { copyText } from '../../../lib/clipboard';
import { runtimeText } from '@curio/contract/client';
import { currentLanguage } from '../../../lib/i18n';
import { disabledItems, useTenant } from '../../../lib/tenant/tenant-store';
import type { CollectionDetail } from '../api/get-collection';

/** Names of the rows in the tenant's chain-info display list (config classification 1). */
export const CHAIN_INFO_ITEMS = ['standard', 'chainName', 'contractAddress'] as const;

/**
 * The "info on chain" tab: the token standard, the chain and the contract address. Until the tenant's
 * contract is deployed the chain and address are null: the tab says it is being deployed. Rows the
 * tenant switched off (classification 1) are left out.
 */
export function ChainInfo({ onChain }: { onChain: CollectionDetail['onChain'] }) {
  const { t } = useTranslation();
  const hidden = disabledItems(
    useTenant((s) => s.configEnable),
    1,
  );
  const deployed = onChain.contractAddress !== null && onChain.chainName !== null;
  const copy = async (text: string) => {
    toast((await copyText(text)) ? t('catalogue.copied') : runtimeText('copyFailed', currentLanguage()));
  };
  const rows = CHAIN_INFO_ITEMS.filter((k) => !hidden.includes(k));
  return (
    <div className="cat-rows" data-testid="chain-info">
      {rows.map((k) => (
        <div key={k} className="cat-row">
          <span className="cat-row__label">{t(`detail.chain.${k}`)}</span>
          {k === 'standard' ? (
            <span className="cat-row__value">{onChain.standard}</span>
          ) : k === 'chainName' ? (
            <span className="cat-row__value">
              {onChain.chainName ?? <em className="cat-pending">{t('detail.chain.deploying')}</em>}
            </span>
          ) : onChain.contractAddress ? (
            <span className="cat-row__value cat-row__value--mono">
              <span className="cat-address" data-testid="contract-address">
                {onChain.contractAddress}
              </span>
              <button type="button" className="cat-link" onClick={() => void copy(onChain.contractAddress ?? '')}>
                {t('detail.chain.copy')}
              </button>
            </span>
          ) : (
            <span className="cat-row__value">
              <em className="cat-pending">{t('detail.chain.deploying')}</em>
            </span>
          )}
        </div>
      ))}
      {deployed ? null : <p className="cat-note">{t('detail.chain.deployingHint')}</p>}
    </div>
  );
}
