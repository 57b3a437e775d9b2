import { COOPERATION_CHANNEL_DID } from '@curio/contract/client';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { connectRequestClient } from './app/request-env';
import { bootLanguage, startRouteLoad } from './app/route-loaders';
import { createQueryClient } from './lib/query/query-client';
import { SYSTEM_PATHS } from './app/routes/index';
import { bootstrapTenant } from './app/tenant/bootstrap';
import { useTenant } from './lib/tenant/tenant-store';
import { parseDeepLink } from './lib/deep-link';
import { initDeviceId } from './lib/device';
import { hydrateSession, useSession } from './lib/session';
import './app/global.css';

async function boot(): Promise<void> {
  await Promise.all([initDeviceId(), hydrateSession()]);
  connectRequestClient();

  // Spec section 2: a DID deep link brings a token; store it, mark the channel, strip it from the URL.
  const link = parseDeepLink(window.location.href);
  if (link.token && link.replaceWith) {
    useSession.getState().setToken(link.token);
    useSession.getState().setCooperationChannel(COOPERATION_CHANNEL_DID);
    window.history.replaceState(null, '', link.replaceWith);
  }

  const queryClient = createQueryClient();
  startRouteLoad(window.location.hash, queryClient, bootLanguage(useSession.getState().language));
  await bootstrapTenant(queryClient, useSession.getState().language);

  const status = useTenant.getState().status;
  const start: Record<string, string | undefined> = {
    'no-tenant': SYSTEM_PATHS.noTenant,
    closed: SYSTEM_PATHS.closure,
    maintenance: SYSTEM_PATHS.maintain,
  };
  const target = start[status];
  if (target) window.history.replaceState(null, '', `${window.location.pathname}#${target}`);

  createRoot(document.getElementById('root')!).render(<App queryClient={queryClient} />);

  // After the first paint: load the user of a stored (or deep-linked) token — user info, then profile.
  if (status === 'open' && useSession.getState().token)
    void useSession
      .getState()
      .loadUser()
      .catch(() => undefined);
}

void boot();
