import { CLIENT_TYPE, type ClientType } from '@curio/contract/client';

// Spec section 6: "an in-app browser of a chat app is detected (paying inside it is discouraged)".
// The chat app is WeChat: its in-app browser adds "MicroMessenger/<version>" to the user agent;
// WeChat Work (WeCom) adds "wxwork/<version>" (next to MicroMessenger, but matched on its own too).
const CHAT_APP_PATTERNS = [/MicroMessenger/i, /wxwork/i];

function currentUserAgent(): string {
  return typeof navigator === 'undefined' ? '' : navigator.userAgent;
}

/** True inside the chat app's in-app browser. */
export function isChatAppBrowser(userAgent: string = currentUserAgent()): boolean {
  return CHAT_APP_PATTERNS.some((pattern) => pattern.test(userAgent));
}

/** The `client-type` request header (spec section 7): H5-WX inside the chat app's browser, otherwise H5. */
export function clientType(userAgent?: string): ClientType {
  return isChatAppBrowser(userAgent) ? CLIENT_TYPE.H5_WX : CLIENT_TYPE.H5;
}
