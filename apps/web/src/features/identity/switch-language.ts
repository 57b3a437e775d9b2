import type { Language } from '@curio/contract/client';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { menuQueryOptions } from '../../lib/tenant/tenant-calls';
import { useTenant } from '../../lib/tenant/tenant-store';
import { changeLanguage } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { loadIdentityTexts } from './texts';

/**
 * The user picks a language (PRODUCT.md §10): remember it, switch the texts, then fetch again what the
 * server answers in a language (the tab bar menu, categories, area names, documents, ...).
 */
export async function switchLanguage(lang: Language, queryClient: QueryClient): Promise<void> {
  // The page's own texts first, so it does not blink back to a loading view.
  await loadIdentityTexts(lang);
  useSession.getState().setLanguage(lang);
  await changeLanguage(lang);
  const menu = await queryClient.fetchQuery(menuQueryOptions(lang)).catch(() => null);
  if (menu) useTenant.getState().set({ menu });
  await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'tenant' });
}

/** switchLanguage with the app's query client, for a page. */
export function useSwitchLanguage(): (lang: Language) => Promise<void> {
  const queryClient = useQueryClient();
  return (lang) => switchLanguage(lang, queryClient);
}
