import { clampQuantity } from '../rules';
import { useSaleTexts } from '../texts';
import styles from './buy-sheet.module.css';

/** The buy sheet's quantity: minus, a number field kept within 1..max, plus. */
export function Stepper({ value, max, onChange }: { value: number; max: number; onChange: (n: number) => void }) {
  const { t } = useSaleTexts();
  return (
    <div className={styles.stepper} data-testid="buy-quantity">
      <button
        type="button"
        className={styles.step}
        aria-label={t('sale.buy.decrease')}
        disabled={value <= 1}
        onClick={() => onChange(value - 1)}
        data-testid="buy-quantity-minus"
      >
        <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
          <path d="M2 7h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <input
        className={styles.value}
        inputMode="numeric"
        aria-label={t('sale.buy.quantity')}
        value={value}
        onChange={(e) => onChange(clampQuantity(Number(e.target.value.replace(/\D/g, '')), max))}
        data-testid="buy-quantity-value"
      />
      <button
        type="button"
        className={styles.step}
        aria-label={t('sale.buy.increase')}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
        data-testid="buy-quantity-plus"
      >
        <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
          <path d="M2 7h10M7 2v10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
