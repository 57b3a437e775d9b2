import { errorMessage, type Language } from '@curio/contract/client';
import { useEffect, useMemo, useState } from 'react';
import { Sheet } from '../../../components/ui/sheet';
import { Spinner } from '../../../components/ui/spinner';
import { formatPrice } from '../../../lib/format';
import { useQuotedCoupons, type CouponOrder } from '../api/list-my-coupons';
import { chosenCoupon, pickerOrder, type Coupon, type CouponPick } from '../rules';
import { useCouponTexts } from '../texts';
import { CouponTicket, windowText } from './coupon-ticket';

/** What the order will use: the coupon, its discount and what is left to pay (the server's quote). */
export interface CouponChoice {
  couponId: number;
  name: string;
  discount: number;
  payable: number;
}

export interface CouponPickerProps {
  /** The order about to be placed. */
  order: CouponOrder;
  /** Told the choice whenever it changes (null: no coupon). */
  onChange: (choice: CouponChoice | null) => void;
}

const SHEET_CLASSES = { sheet: 'cp-sheet', head: 'cp-sheet__head', close: 'cp-sheet__close' };

/** The refusal of a coupon that does not apply, in the catalogue's text (5000190 / 5000191 / 5000192). */
export function refusalText(c: Coupon, lang: Language): string | null {
  const code = c.quote?.refusal;
  return code === null || code === undefined ? null : errorMessage(code, lang);
}

/**
 * The buy sheet's coupon row: my usable coupons quoted for the order, the largest applicable discount
 * chosen first; tapping opens the picker (applicable ones with their discount and what is paid, the
 * others greyed with the reason, and "don't use a coupon").
 */
export default function CouponPicker({ order, onChange }: CouponPickerProps) {
  const { t, lang } = useCouponTexts();
  const q = useQuotedCoupons(order, lang);
  const [pick, setPick] = useState<CouponPick>(undefined);
  const [open, setOpen] = useState(false);
  const coupons = useMemo(() => pickerOrder(q.data?.items ?? []), [q.data]);
  // Only a quote of this very order counts (the previous quantity's quote shows while the new one loads).
  const current = q.data !== undefined && !q.isPlaceholderData ? coupons : [];
  const chosen = chosenCoupon(current, pick);
  const applicable = coupons.filter((c) => c.quote?.applicable).length;

  const key = chosen ? `${chosen.id}:${chosen.quote!.discount}:${chosen.quote!.payable}` : 'none';
  useEffect(() => {
    onChange(
      chosen
        ? { couponId: chosen.id, name: chosen.name, discount: chosen.quote!.discount, payable: chosen.quote!.payable }
        : null,
    );
  }, [key]);

  if (q.isError || (q.data !== undefined && coupons.length === 0)) {
    return (
      <div className="cp-row" data-testid="coupon-row" data-state="none">
        <span className="cp-row__label">{t('coupon.picker.row')}</span>
        <span className="cp-row__value cp-row__value--sub">{t('coupon.picker.noneAvailable')}</span>
      </div>
    );
  }

  const choose = (p: CouponPick) => {
    setPick(p);
    setOpen(false);
  };

  return (
    <>
      <button
        type="button"
        className="cp-row cp-row--button"
        onClick={() => setOpen(true)}
        disabled={q.data === undefined}
        data-testid="coupon-row"
        data-state={chosen ? 'chosen' : 'none'}
        data-coupon-id={chosen?.id ?? ''}
        aria-haspopup="dialog"
      >
        <span className="cp-row__label">
          {t('coupon.picker.row')}
          {applicable > 0 ? <small className="cp-row__count">{t('coupon.picker.available', { count: applicable })}</small> : null}
        </span>
        <span
          className={`cp-row__value${chosen ? ' cp-row__value--discount' : ' cp-row__value--sub'}`}
          data-testid="coupon-row-value"
        >
          {q.data === undefined ? (
            <Spinner size={14} />
          ) : chosen ? (
            t('coupon.picker.discount', { amount: formatPrice(chosen.quote!.discount, lang) })
          ) : applicable > 0 ? (
            t('coupon.picker.none')
          ) : (
            t('coupon.picker.noneAvailable')
          )}
          <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="m9 6 6 6-6 6" />
          </svg>
        </span>
      </button>
      <Sheet
        visible={open}
        onClose={() => setOpen(false)}
        closeLabel={t('coupon.picker.close')}
        classNames={SHEET_CLASSES}
        headTestId="coupon-picker"
        head={<h2 className="cp-sheet__title">{t('coupon.picker.title')}</h2>}
      >
        <ul className="cp-sheet__list" role="radiogroup" aria-label={t('coupon.picker.title')}>
          {coupons.map((c) => {
            const ok = c.quote?.applicable === true;
            const selected = chosen?.id === c.id;
            return (
              <li key={c.id}>
                <button
                  type="button"
                  role="radio"
                  aria-checked={selected}
                  aria-disabled={!ok}
                  className={`cp-option${selected ? ' cp-option--selected' : ''}`}
                  onClick={() => (ok ? choose(c.id) : undefined)}
                  data-testid="coupon-option"
                  data-id={c.id}
                  data-applicable={String(ok)}
                >
                  <CouponTicket
                    value={c}
                    minSpend={c.minSpend}
                    name={c.name}
                    validity={windowText(t, c.validFrom, c.validTo, lang)}
                    scope={c.scope}
                    dim={!ok}
                    aside={<span className={`cp-radio${selected ? ' cp-radio--on' : ''}`} aria-hidden="true" />}
                    footer={
                      ok ? (
                        <>
                          <span className="cp-discount">
                            {t('coupon.picker.discount', { amount: formatPrice(c.quote!.discount, lang) })}
                          </span>
                          <span>{t('coupon.picker.payable', { amount: formatPrice(c.quote!.payable, lang) })}</span>
                        </>
                      ) : (
                        <span data-testid="coupon-refusal">{refusalText(c, lang) ?? t('coupon.picker.unavailable')}</span>
                      )
                    }
                  />
                </button>
              </li>
            );
          })}
          <li>
            <button
              type="button"
              role="radio"
              aria-checked={chosen === null}
              className={`cp-option cp-option--none${chosen === null ? ' cp-option--selected' : ''}`}
              onClick={() => choose('none')}
              data-testid="coupon-option-none"
            >
              <span>{t('coupon.picker.dontUse')}</span>
              <span className={`cp-radio${chosen === null ? ' cp-radio--on' : ''}`} aria-hidden="true" />
            </button>
          </li>
        </ul>
      </Sheet>
    </>
  );
}
