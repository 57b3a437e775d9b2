export { walletModule, type WalletModuleOptions } from './wallet.module';
export type { WalletPorts, WalletServices } from './wallet.types';
export { WalletService, billOf, walletAppError } from './wallet.service';
