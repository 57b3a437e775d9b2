import { useId } from 'react';
import { addMonths, compareMonths, monthBounds, type YearMonth } from '../rules';
import { useWalletTexts } from '../texts';

/**
 * The bills' month: previous / next and a native month input, bounded as spec §5 says (150 years either
 * side of the current year).
 */
export function MonthPicker({
  value,
  now,
  onChange,
  testId,
}: {
  value: YearMonth;
  now: YearMonth;
  onChange: (m: YearMonth) => void;
  testId?: string;
}) {
  const { t } = useWalletTexts();
  const id = useId();
  const { min, max } = monthBounds(now);
  const key = (m: YearMonth) => `${String(m.year).padStart(4, '0')}-${String(m.month).padStart(2, '0')}`;
  const prev = addMonths(value, -1);
  const next = addMonths(value, 1);
  return (
    <div className="wallet-month" data-testid={testId}>
      <button
        type="button"
        className="wallet-month__step"
        onClick={() => onChange(prev)}
        disabled={compareMonths(prev, min) < 0}
        aria-label={t('wallet.bills.prevMonth')}
        data-testid={testId ? `${testId}-prev` : undefined}
      >
        ‹
      </button>
      <label className="wallet-month__label" htmlFor={id}>
        {t('wallet.bills.month')}
      </label>
      <input
        id={id}
        type="month"
        className="wallet-month__input"
        value={key(value)}
        min={key(min)}
        max={key(max)}
        onChange={(e) => {
          const m = /^(\d{4})-(\d{2})$/.exec(e.target.value);
          if (!m) return;
          const picked = { year: Number(m[1]), month: Number(m[2]) };
          if (compareMonths(picked, min) >= 0 && compareMonths(picked, max) <= 0) onChange(picked);
        }}
        data-testid={testId ? `${testId}-input` : undefined}
      />
      <button
        type="button"
        className="wallet-month__step"
        onClick={() => onChange(next)}
        disabled={compareMonths(next, max) > 0}
        aria-label={t('wallet.bills.nextMonth')}
        data-testid={testId ? `${testId}-next` : undefined}
      >
        ›
      </button>
    </div>
  );
}
