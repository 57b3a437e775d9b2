import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChatAppPaymentWarning } from './chat-app-payment-warning';
import { renderWithI18n } from './test-i18n';

const WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

describe('<ChatAppPaymentWarning>', () => {
  it("warns inside the chat app's in-app browser", () => {
    renderWithI18n(<ChatAppPaymentWarning userAgent={WECHAT} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Do not pay in the chat app, use the mobile browser');
    expect(alert.textContent).toContain('Open in Browser');
  });

  it('speaks the current language', () => {
    renderWithI18n(<ChatAppPaymentWarning userAgent={WECHAT} hideHint />, { lng: 'zh-CN' });
    expect(screen.getByRole('alert').textContent).toBe('请勿在聊天应用内支付，请使用手机浏览器打开');
  });

  it('renders nothing in a normal mobile browser', () => {
    const { container } = renderWithI18n(<ChatAppPaymentWarning userAgent={SAFARI} />);
    expect(container.innerHTML).toBe('');
  });

  it("reads the browser's own user agent by default (jsdom is no chat app)", () => {
    const { container } = renderWithI18n(<ChatAppPaymentWarning />);
    expect(container.innerHTML).toBe('');
  });
});
