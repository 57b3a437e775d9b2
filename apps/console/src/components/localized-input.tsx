import { Flex, Input } from 'antd';
import { useTexts } from '../lib/i18n';
import { contentTexts } from './content-texts';

/** A text in the console's three languages ({"zh-CN", "zh-TW", "en"}), as the catalogue stores it. */
export type LocalizedValue = Partial<Record<'zh-CN' | 'zh-TW' | 'en' | 'es' | 'fr', string>>;

const LANGS = [
  ['zh-CN', 'lang_zhCN'],
  ['zh-TW', 'lang_zhTW'],
  ['en', 'lang_en'],
] as const;

/** One input per language (controlled, for antd Form); empty languages are left out of the value. */
export function LocalizedInput({
  value,
  onChange,
  multiline,
  id,
}: {
  value?: LocalizedValue;
  onChange?: (v: LocalizedValue) => void;
  multiline?: boolean;
  id?: string;
}) {
  const t = useTexts(contentTexts);
  const set = (lang: string, text: string) => {
    const next: Record<string, string> = { ...(value ?? {}) };
    if (text === '') delete next[lang];
    else next[lang] = text;
    onChange?.(next);
  };
  return (
    <Flex vertical gap={6}>
      {LANGS.map(([lang, label], i) =>
        multiline ? (
          <Input.TextArea
            key={lang}
            id={i === 0 ? id : undefined}
            aria-label={t(label)}
            placeholder={t(label)}
            autoSize={{ minRows: 2, maxRows: 6 }}
            value={value?.[lang] ?? ''}
            onChange={(e) => set(lang, e.target.value)}
          />
        ) : (
          <Input
            key={lang}
            id={i === 0 ? id : undefined}
            aria-label={t(label)}
            addonBefore={lang}
            value={value?.[lang] ?? ''}
            onChange={(e) => set(lang, e.target.value)}
          />
        ),
      )}
    </Flex>
  );
}

/** The text to show of a localized value: the language's, else English, else any. */
export function pickText(v: LocalizedValue | undefined, lang: string): string {
  if (!v) return '';
  return v[lang as keyof LocalizedValue] || v.en || Object.values(v).find((x) => x) || '';
}
