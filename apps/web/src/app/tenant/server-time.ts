import { request } from '../../lib/request/index';
import { setServerTime } from '../../lib/server-clock';

/** Corrects the client's clock from `/curtime/get` (unsigned, so a skewed clock can always ask). */
export async function syncServerTime(): Promise<void> {
  const sentAt = Date.now();
  const { timestamp } = await request('get', { showErrorMessage: false, unresponseMaintain: true });
  setServerTime(timestamp, sentAt, Date.now());
}
