// The people an e2e test sets up beside the screens: a user who may buy, sell and give (real name through
// the KYC sandbox, chain account, pay password, a wallet when asked). Shared by the e2e files.
import { apiCall } from './api';
import { createUserSession } from './db';

let idSeq = 0;
/** A valid mainland ID card number (checksum included), a new one each call. */
export function newIdCard(): string {
  const day = (Math.floor(Date.now() / 1000) + ++idSeq * 4111 + Math.floor(Math.random() * 7000)) % 7000;
  const birth = new Date(Date.UTC(1972, 0, 1) + day * 86_400_000);
  const ymd = birth.toISOString().slice(0, 10).replaceAll('-', '');
  const body = `440106${ymd}${String((idSeq * 71 + Math.floor(Math.random() * 900)) % 1000).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((n, d, i) => n + Number(d) * weights[i]!, 0);
  return body + '10X98765432'[sum % 11]!;
}

/**
 * A signed-in user of the tenant `code` (reached at `host`) whose real name is verified and chain account
 * open; with `payPassword` it is set, with `walletPassword` a wallet is opened with it.
 */
export async function verifiedUser(
  host: string,
  code: string,
  o: { name?: string; payPassword?: string; walletPassword?: string } = {},
): Promise<{ token: string; userId: number; phone: string }> {
  const user = createUserSession(code);
  await apiCall(host, 'POST', '/memberapi/user/submitRealName', user.token, {
    name: o.name ?? 'Test Buyer',
    idCard: newIdCard(),
    agree: true,
  });
  await apiCall(host, 'POST', '/memberapi/user/openChainAccount', user.token);
  if (o.payPassword !== undefined) {
    await apiCall(host, 'POST', '/memberapi/user/setPayPassword', user.token, {
      payPassword: o.payPassword,
      confirmPayPassword: o.payPassword,
    });
  }
  if (o.walletPassword !== undefined) {
    await apiCall(host, 'POST', '/mallapp/wallet/open', user.token, {
      password: o.walletPassword,
      confirmPassword: o.walletPassword,
      requestId: `e2e-open-${user.userId}-${Date.now()}`,
    });
  }
  return user;
}
