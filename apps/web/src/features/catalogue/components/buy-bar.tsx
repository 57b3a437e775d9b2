import type { SaleState } from '@curio/contract/client';
import { useTranslation } from '../../../lib/i18n';
import { BottomBar, bottomBarAction } from '../../../components/ui/bottom-bar';
import { Price } from '../../../components/ui/price';

export interface BuyBarProps {
  price: number;
  saleState: SaleState;
  /** False for a collection sold only inside blind boxes or by airdrop. */
  listed?: boolean;
  /**
   * Buying (primary sale): wired by the order flow. Until it is given, the on-sale button shows its
   * state but is not active: this bar never pretends to sell.
   */
  onBuy?: () => void;
}

const LABEL: Record<SaleState, string> = {
  upcoming: 'detail.buy.upcoming',
  on_sale: 'detail.buy.buy',
  sold_out: 'detail.buy.soldOut',
  ended: 'detail.buy.ended',
};

/** The bottom bar of a drop: its price and the buy button in the drop's sale state. */
export function BuyBar({ price, saleState, listed = true, onBuy }: BuyBarProps) {
  const { t } = useTranslation();
  const state = listed ? saleState : 'not_listed';
  const buyable = listed && saleState === 'on_sale';
  return (
    <BottomBar testId="buy-bar">
      <Price fen={price} size="lg" />
      <button
        type="button"
        className={bottomBarAction(buyable, buyable && 'cat-buybar__button--on')}
        data-state={state}
        data-testid="buy-button"
        disabled={!buyable || !onBuy}
        onClick={onBuy}
      >
        {listed ? t(LABEL[saleState]) : t('detail.buy.notListed')}
      </button>
    </BottomBar>
  );
}
