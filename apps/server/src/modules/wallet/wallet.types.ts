import type { WalletService } from './wallet.service';

/** The wallet module's services (`app.wallet`). */
export interface WalletServices {
  wallet: WalletService;
}

/** What the wallet module reads of its neighbours (decision 013), supplied in app.ts. */
export interface WalletPorts {
  /** The user's verified identity (identity module); null until real-name verified. */
  person(tenantId: number, userId: number): Promise<{ name: string; idCard: string; areaCode: string; phone: string } | null>;
  /**
   * A withdrawal arrived at the bank (the provider's notice, taken once). Issue 14's inbox event
   * 'withdrawal_settled' is wired here by the lead at merge; until then nothing is sent.
   */
  onWithdrawalSettled?(
    tenantId: number,
    userId: number,
    w: { billNo: string; amount: number; bankName: string | null; last4: string | null; at: number },
  ): Promise<void>;
}
