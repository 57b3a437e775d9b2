import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientType, isChatAppBrowser } from './chat-app';

const UA = {
  wechatIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003129) NetType/WIFI Language/zh_CN',
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 13; V2219A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MMWEBID/2308 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/5G Language/zh_CN ABI/arm64',
  wxworkIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 wxwork/4.1.16 MicroMessenger/7.0.1 Language/zh ColorScheme/Light',
  wxworkOnly:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/104.0.5112.102 Safari/537.36 wxwork/4.1.22 (WXWork) Language/zh_CN',
  safariIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  chromeDesktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('chat app browser detection', () => {
  it.each([
    ['WeChat on iOS', UA.wechatIos],
    ['WeChat on Android', UA.wechatAndroid],
    ['WeChat Work on iOS', UA.wxworkIos],
    ['WeChat Work without MicroMessenger', UA.wxworkOnly],
  ])('%s is the chat app (H5-WX)', (_name, ua) => {
    expect(isChatAppBrowser(ua)).toBe(true);
    expect(clientType(ua)).toBe('H5-WX');
  });

  it.each([
    ['Safari on iOS', UA.safariIos],
    ['Chrome on Android', UA.chromeAndroid],
    ['Chrome on desktop', UA.chromeDesktop],
    ['an empty user agent', ''],
  ])('%s is not (H5)', (_name, ua) => {
    expect(isChatAppBrowser(ua)).toBe(false);
    expect(clientType(ua)).toBe('H5');
  });

  it('matches case-insensitively', () => {
    expect(isChatAppBrowser('Mozilla/5.0 micromessenger/8.0')).toBe(true);
    expect(isChatAppBrowser('Mozilla/5.0 WXWORK/4.0')).toBe(true);
  });

  it("defaults to the browser's own user agent", () => {
    expect(isChatAppBrowser()).toBe(false);
    expect(clientType()).toBe('H5');
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(UA.wechatIos);
    expect(isChatAppBrowser()).toBe(true);
    expect(clientType()).toBe('H5-WX');
  });
});
