import { maskIdCard, maskPhone } from '@curio/contract/client';
import type { HTMLAttributes } from 'react';

type MaskedProps = { value: string | null | undefined } & Omit<HTMLAttributes<HTMLSpanElement>, 'children'>;

const numeric = { fontVariantNumeric: 'tabular-nums', letterSpacing: '0.02em' } as const;

/** A phone number with only the first 3 and last 4 digits shown: 138****5678 (spec §9). */
export function MaskedPhone({ value, style, ...rest }: MaskedProps) {
  return (
    <span {...rest} style={{ ...numeric, ...style }}>
      {maskPhone(value ?? '')}
    </span>
  );
}

/** An ID card number with only the first 6 and last 4 shown: 110105********002X (spec §9). */
export function MaskedIdCard({ value, style, ...rest }: MaskedProps) {
  return (
    <span {...rest} style={{ ...numeric, ...style }}>
      {maskIdCard(value ?? '')}
    </span>
  );
}
