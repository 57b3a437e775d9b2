import type { ProviderSettingsService } from './provider-settings.service';

/** What the provider-settings module offers (`app.providerSettings.settings`). */
export interface ProviderSettingsServices {
  /** The tenants' own provider credentials and the providers' health (issue 28, decision 050). */
  settings: ProviderSettingsService;
}
