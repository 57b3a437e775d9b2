import { ErrorCode, interpolate } from '@curio/contract/client';
import type { TFunction } from 'i18next';

/**
 * The text of a form error in the user's language. The contract's zod pieces carry a catalogue code
 * as their message, e.g. "4000020": it is shown as the catalogue's text for that code (the
 * `fieldErrors` texts, kept equal to the contract's errorMessage by a test); a code without a text
 * there shows the catalogue's VALIDATION_FAILED text. Any other message (a refusal of the server,
 * already in the user's language) is shown as it is.
 */
export function fieldErrorText(message: string | undefined, t: TFunction, params?: Record<string, string | number>): string {
  if (!message) return '';
  if (!/^\d+$/.test(message)) return message;
  const text = t(`fieldErrors.${message}`, { defaultValue: '' }) || t(`fieldErrors.${ErrorCode.VALIDATION_FAILED}`);
  return interpolate(text, params);
}
