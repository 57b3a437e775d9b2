import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider, Trans, useTranslation } from './react';
import { createI18n } from './runtime';

const resources = {
  en: { hello: 'Hello', terms: 'Read the <agreement>Agreement</agreement> and the <policy>Policy</policy>.' },
  'zh-CN': { hello: '你好', terms: '阅读<agreement>协议</agreement>和<policy>政策</policy>。' },
};

function Hello() {
  const { t, i18n } = useTranslation();
  return (
    <p data-testid="hello" lang={i18n.language}>
      {t('hello')}
    </p>
  );
}

describe('useTranslation', () => {
  it('renders the texts of its provider, and again after a language change', async () => {
    const i18n = createI18n({ lng: 'en', resources });
    render(
      <I18nProvider i18n={i18n}>
        <Hello />
      </I18nProvider>,
    );
    expect(screen.getByTestId('hello').textContent).toBe('Hello');
    await act(() => i18n.changeLanguage('zh-CN'));
    expect(screen.getByTestId('hello').textContent).toBe('你好');
    expect(screen.getByTestId('hello').getAttribute('lang')).toBe('zh-CN');
  });

  it('keeps two instances apart', () => {
    render(
      <>
        <I18nProvider i18n={createI18n({ lng: 'en', resources })}>
          <Hello />
        </I18nProvider>
        <I18nProvider i18n={createI18n({ lng: 'zh-CN', resources })}>
          <Hello />
        </I18nProvider>
      </>,
    );
    expect(screen.getAllByTestId('hello').map((p) => p.textContent)).toEqual(['Hello', '你好']);
  });
});

describe('Trans', () => {
  it('puts the inner text of each tag into its component, the rest as text', async () => {
    const i18n = createI18n({ lng: 'en', resources });
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <Trans
          i18nKey="terms"
          components={{ agreement: <a href="#a" data-testid="a" />, policy: <button type="button" data-testid="p" /> }}
        />
      </I18nProvider>,
    );
    expect(container.innerHTML).toBe(
      'Read the <a href="#a" data-testid="a">Agreement</a> and the <button type="button" data-testid="p">Policy</button>.',
    );
    await act(() => i18n.changeLanguage('zh-CN'));
    expect(container.textContent).toBe('阅读协议和政策。');
    expect(screen.getByTestId('a').textContent).toBe('协议');
  });
});
