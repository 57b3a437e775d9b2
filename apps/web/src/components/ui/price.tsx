import { useTranslation } from '../../lib/i18n';
import { formatPrice, priceParts } from '../../lib/format';
import { cx } from './cx';
import styles from './price.module.css';

export type PriceSize = 'sm' | 'md' | 'lg';

export interface PriceProps {
  /** Amount in integer fen (PRODUCT.md §3). */
  fen: number;
  size?: PriceSize;
  className?: string;
}

/** A price in the theme colour: small ¥, big yuan, small fen ('¥1,234.50'). */
export function Price({ fen, size = 'md', className }: PriceProps) {
  const { i18n } = useTranslation();
  const p = priceParts(fen, i18n.language);
  return (
    <span className={cx(styles.price, styles[size], className)} data-price={fen} title={formatPrice(fen, i18n.language)}>
      <span className={styles.symbol}>{p.sign}¥</span>
      <span className={styles.yuan}>{p.yuan}</span>
      <span className={styles.fen}>
        {p.decimal}
        {p.fen}
      </span>
    </span>
  );
}
