// The provider-settings module's public face (issue 28, decision 050).
export { providerSettingsModule, type ProviderSettingsModuleOptions } from './provider-settings.module';
export { ProviderSettingsService } from './provider-settings.service';
export type { ProviderSettingsServices } from './provider-settings.types';
