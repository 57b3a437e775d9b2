import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { formatPrice } from '../../../lib/format';

export interface PriceBounds {
  min?: number;
  max?: number;
}

/** The applied range as a short label: '¥10.00 – ¥99.00', '≥ ¥10.00', '≤ ¥99.00'. */
export function boundsLabel(b: PriceBounds, lang: string): string | null {
  if (b.min !== undefined && b.max !== undefined) return `${formatPrice(b.min, lang)} – ${formatPrice(b.max, lang)}`;
  if (b.min !== undefined) return `≥ ${formatPrice(b.min, lang)}`;
  if (b.max !== undefined) return `≤ ${formatPrice(b.max, lang)}`;
  return null;
}

/** The price range panel: lowest and highest price in yuan, checked by the contract's rule when applied. */
export function PriceFilter({ value, onApply }: { value: PriceBounds; onApply: (b: PriceBounds) => void }) {
  const { t, i18n } = useTranslation();
  const [min, setMin] = useState(value.min !== undefined ? String(value.min / 100) : '');
  const [max, setMax] = useState(value.max !== undefined ? String(value.max / 100) : '');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const apply = async () => {
    setBusy(true);
    try {
      const { checkPriceRange } = await import('./price-range');
      const result = checkPriceRange(min, max, i18n.language);
      if (!result.ok) {
        setError(result.message);
        return;
      }
      setError('');
      onApply({ min: result.min, max: result.max });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="mkt-price"
      data-testid="price-filter"
      onSubmit={(e) => {
        e.preventDefault();
        void apply();
      }}
    >
      <span className="mkt-price__label">{t('market.priceRange')}</span>
      <div className="mkt-price__inputs">
        <input
          className="mkt-price__input"
          inputMode="decimal"
          placeholder={t('market.min')}
          aria-label={t('market.min')}
          value={min}
          maxLength={15}
          data-testid="price-min"
          onChange={(e) => setMin(e.target.value)}
        />
        <span className="mkt-price__dash">–</span>
        <input
          className="mkt-price__input"
          inputMode="decimal"
          placeholder={t('market.max')}
          aria-label={t('market.max')}
          value={max}
          maxLength={15}
          data-testid="price-max"
          onChange={(e) => setMax(e.target.value)}
        />
      </div>
      {error ? (
        <p className="mkt-price__error" role="alert" data-testid="price-error">
          {error}
        </p>
      ) : null}
      <div className="mkt-price__actions">
        <button
          type="button"
          className="mkt-button mkt-button--ghost"
          onClick={() => {
            setMin('');
            setMax('');
            setError('');
            onApply({});
          }}
        >
          {t('market.reset')}
        </button>
        <button type="submit" className="mkt-button" disabled={busy} data-testid="price-apply">
          {t('market.apply')}
        </button>
      </div>
    </form>
  );
}
