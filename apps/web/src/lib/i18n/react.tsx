import {
  cloneElement,
  createContext,
  Fragment,
  use,
  useCallback,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import { i18n as appI18n } from './instance';
import type { I18n, TFunction, TOptions } from './runtime';

const I18nContext = createContext<I18n>(appI18n);

/** Gives the components below another instance than the app's (tests make one each). */
export function I18nProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

/** The texts of the language in use; the component renders again when the language changes. */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = use(I18nContext);
  const language = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  // A new `t` per language, as react-i18next's: effects that depend on it run again after a change.
  const t = useCallback<TFunction>((key, options) => i18n.t(key, options), [i18n, language]);
  return { t, i18n };
}

const TAG = /<(\w+)>(.*?)<\/\1>/gs;

/**
 * A text with markup, react-i18next's way for named components: `<name>inner</name>` becomes
 * `components[name]` with `inner` as its children (an unknown name leaves `inner` as text); everything
 * else stays text. Only what our texts use: no nested tags, no self-closing ones, no indexed `<0>`.
 */
export function Trans({
  i18nKey,
  components = {},
  values,
}: {
  i18nKey: string;
  components?: Record<string, ReactElement>;
  values?: TOptions;
}) {
  const { t } = useTranslation();
  const text = t(i18nKey, values);
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const [whole, name = '', inner = ''] = match;
    const component = components[name];
    nodes.push(component ? cloneElement(component, { key: nodes.length }, inner) : inner);
    last = match.index + whole.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return <Fragment>{nodes}</Fragment>;
}
