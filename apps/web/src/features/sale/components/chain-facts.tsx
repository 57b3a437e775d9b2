import type { ReactNode } from 'react';
import { disabledItems, useTenant } from '../../../lib/tenant/tenant-store';
import { formatDateTime } from '../../../lib/format';
import type { NftTarget } from '../api/get-nft-target';
import { useSaleTexts } from '../texts';
import { InfoRow } from './info-row';

/**
 * Rows of the "info on chain" tab, by the names operators use in the tenant's chain-info display list
 * (spec §3: config classification 1, disableContent).
 */
const CHAIN_FACTS = [
  'hashAddress',
  'contractAddress',
  'tokenId',
  'certifiedAt',
  'ownerAddress',
  'chainName',
  'standard',
] as const;
type ChainFact = (typeof CHAIN_FACTS)[number];

/** A held collectible's "info on chain" tab, less what the tenant switched off. */
export function ChainFacts({ chain }: { chain: NftTarget }) {
  const { t, lang } = useSaleTexts();
  const hidden = disabledItems(
    useTenant((s) => s.configEnable),
    1,
  );
  const minting = chain.status === 'minting';
  const pending = (
    <em className="sale-pending" data-testid="chain-minting">
      {t('sale.item.chain.minting')}
    </em>
  );
  const row = (k: ChainFact): ReactNode => {
    switch (k) {
      case 'hashAddress':
        return (
          <InfoRow key={k} label={t('sale.item.chain.hashAddress')} mono copy={chain.hashAddress} testId="chain-hash">
            {chain.hashAddress ?? pending}
          </InfoRow>
        );
      case 'contractAddress':
        return (
          <InfoRow key={k} label={t('sale.item.chain.contractAddress')} mono copy={chain.contractAddress} testId="chain-contract">
            {chain.contractAddress ?? pending}
          </InfoRow>
        );
      case 'tokenId':
        return (
          <InfoRow key={k} label={t('sale.item.chain.tokenId')} mono copy={chain.tokenId} testId="chain-token-id">
            {chain.tokenId}
          </InfoRow>
        );
      case 'certifiedAt':
        return (
          <InfoRow key={k} label={t('sale.item.chain.certifiedAt')} testId="chain-certified">
            {chain.certifiedAt !== null ? formatDateTime(chain.certifiedAt, lang) : pending}
          </InfoRow>
        );
      case 'ownerAddress':
        return chain.ownerAddress ? (
          <InfoRow key={k} label={t('sale.item.chain.ownerAddress')} mono copy={chain.ownerAddress} testId="chain-owner">
            {chain.ownerAddress}
          </InfoRow>
        ) : null;
      case 'chainName':
        return (
          <InfoRow key={k} label={t('sale.item.chain.chainName')} testId="chain-name">
            {chain.chainName}
          </InfoRow>
        );
      case 'standard':
        return (
          <InfoRow key={k} label={t('sale.item.chain.standard')} testId="chain-standard">
            {chain.standard}
          </InfoRow>
        );
    }
  };
  return (
    <div className="sale-rows" data-testid="chain-facts" data-status={chain.status}>
      {minting ? (
        <p className="sale-minting" role="status">
          <span className="sale-hold__pulse" aria-hidden="true" />
          {t('sale.item.chain.mintingHint')}
        </p>
      ) : null}
      {CHAIN_FACTS.filter((k) => !hidden.includes(k)).map(row)}
    </div>
  );
}
