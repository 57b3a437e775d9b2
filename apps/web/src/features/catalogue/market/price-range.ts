import { priceRangeSchema } from '@curio/contract';
import { fieldErrorText } from '../../../components/form/error-text';

// Loaded when the user applies a price range (the contract's zod rule and the error catalogue's texts
// stay out of the market page's first load).

/** A price typed in yuan ('12', '12.5', '12.50') as integer fen; anything else as typed (the rule refuses it). */
export function yuanToFen(text: string): number | string | undefined {
  const value = text.trim();
  if (value === '') return undefined;
  if (/^\d{1,12}(\.\d{1,2})?$/.test(value)) {
    const [yuan = '0', fen = ''] = value.split('.');
    return Number(yuan) * 100 + Number(fen.padEnd(2, '0'));
  }
  return value;
}

export type PriceRangeCheck = { ok: true; min?: number; max?: number } | { ok: false; message: string };

/**
 * Spec §5 "Price range min/max must be valid": both bounds optional, non-negative amounts with at most
 * two decimals, min not above max. A refusal carries the contract's text (PRICE_RANGE_INVALID) in `lang`.
 */
export function checkPriceRange(minText: string, maxText: string, lang: string): PriceRangeCheck {
  const parsed = priceRangeSchema.safeParse({ min: yuanToFen(minText), max: yuanToFen(maxText) });
  if (!parsed.success) return { ok: false, message: fieldErrorText(parsed.error.issues[0]?.message, lang) };
  return {
    ok: true,
    ...(parsed.data.min !== undefined ? { min: parsed.data.min } : {}),
    ...(parsed.data.max !== undefined ? { max: parsed.data.max } : {}),
  };
}
