import type { WalletService } from './wallet.service';

/** The wallet module's services (`app.wallet`). */
export interface WalletServices {
  wallet: WalletService;
}

export type { WalletPorts } from './wallet.service';
