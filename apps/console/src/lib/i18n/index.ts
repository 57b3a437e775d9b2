export {
  browserLanguage,
  CONSOLE_LANGUAGES,
  defineTexts,
  format,
  initialLanguage,
  LANGUAGE_NAMES,
  LanguageProvider,
  useLanguage,
  useTexts,
  type ConsoleLanguage,
  type Texts,
} from './i18n';
