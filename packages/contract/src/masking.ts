/**
 * Replaces every character of `value` except the first `keepStart` and the last `keepEnd` by
 * '*'. When the value is too short to hide anything that way, every character is masked.
 */
export function maskMiddle(value: string, keepStart: number, keepEnd: number): string {
  const chars = Array.from(value);
  if (chars.length <= keepStart + keepEnd) return '*'.repeat(chars.length);
  return (
    chars.slice(0, keepStart).join('') +
    '*'.repeat(chars.length - keepStart - keepEnd) +
    chars.slice(chars.length - keepEnd).join('')
  );
}

/** Spec §9: phone masking keeps the first 3 and last 4 digits: 138****5678. */
export function maskPhone(phone: string): string {
  return maskMiddle(phone, 3, 4);
}

/** Spec §9: ID masking keeps the first 6 and last 4: 110105********002X. */
export function maskIdCard(id: string): string {
  return maskMiddle(id, 6, 4);
}
