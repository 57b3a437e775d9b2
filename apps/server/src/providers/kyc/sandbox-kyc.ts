import { isAdultIdCard, isValidIdCardNumber } from '@curio/contract';
import type { Clock } from '../../clock';
import type { KycProvider, KycRequest, KycResult } from './kyc-provider';

/**
 * ID numbers the sandbox says "identity information and mobile number do not match" for
 * (valid, adult numbers; README "Testing identity").
 */
export const KYC_SANDBOX_MISMATCH_IDS: readonly string[] = ['110102198501016781', '110102198501017899', '110102198501018904'];

/** Names that make the sandbox refuse ("authentication failed") or never answer (a timeout). */
export const KYC_SANDBOX_REJECT_NAMES: readonly string[] = ['认证失败', 'Kyc Reject'];
export const KYC_SANDBOX_TIMEOUT_NAMES: readonly string[] = ['认证超时', 'Kyc Timeout'];

/** Even when nobody aborts it, a "timeout" answer stops waiting after this long. */
const HANG_MS = 120_000;

/**
 * The KYC sandbox: checks what it can check without a registry (GB 11643 check digit, a real birth
 * date, 18 or older), answers `mismatch` for the documented list and `rejected` or no answer for the
 * documented names; everyone else is verified.
 */
export class SandboxKyc implements KycProvider {
  constructor(
    private readonly clock: Clock,
    private readonly timeZone = 'Asia/Shanghai',
  ) {}

  async verify(request: KycRequest, signal: AbortSignal): Promise<KycResult> {
    const name = request.name.trim();
    const now = new Date(this.clock());
    if (KYC_SANDBOX_TIMEOUT_NAMES.includes(name)) {
      return new Promise<KycResult>((_resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('kyc sandbox: gave up')), HANG_MS);
        timer.unref();
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
        });
      });
    }
    if (!isValidIdCardNumber(request.idCard, now, this.timeZone)) return 'invalid';
    if (!isAdultIdCard(request.idCard, now, this.timeZone)) return 'minor';
    if (KYC_SANDBOX_REJECT_NAMES.includes(name)) return 'rejected';
    if (KYC_SANDBOX_MISMATCH_IDS.includes(request.idCard.toUpperCase())) return 'mismatch';
    return 'verified';
  }
}
