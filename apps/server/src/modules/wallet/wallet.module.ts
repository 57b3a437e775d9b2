import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { WalletRepository } from './wallet.repository';
import { walletRoutes } from './wallet.routes';
import { WalletService } from './wallet.service';
import type { WalletPorts, WalletServices } from './wallet.types';
import { walletPersonalData } from './wallet.personal-data';

declare module 'fastify' {
  interface FastifyInstance {
    /** The wallet at the payment provider (decision 030): opened flag, account reference, cards' bank + last 4. */
    wallet: WalletServices;
  }
}

export type WalletModuleOptions = WalletPorts;

/** The wallet module (decision 030): tables wallets, wallet_cards, wallet_notices. */
export const walletModule = fp<WalletModuleOptions>(
  async function wallet(app: FastifyInstance, ports) {
    const log = app.log.child({ module: 'wallet' });
    // The provider is the sandbox outside production (no real provider is wired yet).
    const provider = app.providers.wallet;
    const services: WalletServices = {
      wallet: new WalletService(new WalletRepository(app.db.kysely), provider, ports, app.clock, log),
    };
    app.decorate('wallet', services);
    app.personalData.register(walletPersonalData(app.db.kysely, services.wallet));
    walletRoutes(app, services, provider?.name ?? null);
    if (provider) {
      // The sandbox sends its notices the way a real provider does: by HTTP to the notice route, so they
      // meet the same signature, freshness and de-duplication checks (as the payment sandbox does).
      provider.deliverTo(async (notice) => {
        const res = await app.inject({
          method: 'POST',
          url: `/api/wallet/notify/${provider.name}`,
          headers: notice.headers,
          payload: notice.body,
        });
        if (res.statusCode !== 200) log.error({ status: res.statusCode, body: res.body }, 'wallet sandbox notice not taken');
      });
    }
  },
  { name: 'wallet', dependencies: ['session'] },
);
