import { ErrorCode, FALLBACK_LANGUAGE, errorMessage, isErrorCode, normalizeLanguage } from '@curio/contract/client';

/**
 * The text of a form error in the user's language. The contract's zod pieces carry a catalogue code
 * as their message, e.g. "4000020": it is shown as the catalogue's text for that code (the catalogue's
 * texts load with the pages that show them, not with the first load); an unknown code shows the
 * VALIDATION_FAILED text. Any other message (a refusal of the server, already in the user's language)
 * is shown as it is.
 */
export function fieldErrorText(message: string | undefined, lang: string, params?: Record<string, string | number>): string {
  if (!message) return '';
  if (!/^\d+$/.test(message)) return message;
  const code = Number(message);
  return errorMessage(
    isErrorCode(code) ? code : ErrorCode.VALIDATION_FAILED,
    normalizeLanguage(lang) ?? FALLBACK_LANGUAGE,
    params,
  );
}
