import { consoleCheckProvider, consoleListProviders, consoleRemoveProvider, consoleSaveProvider } from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerCall } from '../../plugins/register-call';
import type { ProviderSettingsService } from './provider-settings.service';
import type { ProviderSettingsServices } from './provider-settings.types';

declare module 'fastify' {
  interface FastifyInstance {
    /** The provider-settings module's face: `settings` (the tenants' own provider credentials and the providers' health, issue 28, decision 050). */
    providerSettings: ProviderSettingsServices;
  }
}

export interface ProviderSettingsModuleOptions {
  /** Built before the providers (they read credentials through it), handed in by the composition root. */
  service: ProviderSettingsService;
}

/** The provider-settings module: tables provider_settings, provider_health; the console's providers page. */
export const providerSettingsModule = fp<ProviderSettingsModuleOptions>(
  async function providerSettings(app: FastifyInstance, { service }) {
    service.providers = app.providers;
    app.decorate('providerSettings', { settings: service } satisfies ProviderSettingsServices);
    registerCall(app, consoleListProviders, async (req) => ({ providers: await service.list(req.tenant.id) }));
    registerCall(app, consoleSaveProvider, (req) =>
      service.save(req.tenant.id, req.params.kind, req.params.vendor, req.body, req.operator?.id ?? null, req.audit),
    );
    registerCall(app, consoleRemoveProvider, (req) =>
      service.remove(req.tenant.id, req.params.kind, req.params.vendor, req.audit),
    );
    registerCall(app, consoleCheckProvider, (req) => service.check(req.tenant.id, req.params.kind, req.params.vendor));
  },
  { name: 'provider-settings', dependencies: ['session'] },
);
