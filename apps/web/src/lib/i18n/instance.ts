import { FALLBACK_LANGUAGE } from '@curio/contract/client';
import { createI18n } from './runtime';

/** The app's texts: lib/i18n fills them per language, pages add theirs (lib/page-texts). */
export const i18n = createI18n({ lng: FALLBACK_LANGUAGE, fallbackLng: FALLBACK_LANGUAGE });
