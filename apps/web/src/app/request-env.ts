import { configureRequest } from '../lib/request/index';
import { currentLanguage } from '../lib/i18n';
import { useSession } from '../lib/session';
import { dialog, hideLoading, showLoading, toast } from '../components/shell/feedback';
import { useTenant } from '../lib/tenant/tenant-store';
import { SYSTEM_PATHS } from './routes/index';
import { IDENTITY_PATHS, loginUrl } from '../features/identity/paths';
import { currentRoute, navigateTo } from '../lib/navigation';

/** Connects the one request client to the app: token, language, tenant, feedback and navigation. */
export function connectRequestClient(): void {
  configureRequest({
    getToken: () => useSession.getState().token,
    getLanguage: () => currentLanguage(),
    getAppId: () => useTenant.getState().info?.appId ?? '',
    getThirdSession: () => useSession.getState().openid,
    ui: { toast, dialog, showLoading, hideLoading },
    onSessionExpired: () => {
      const s = useSession.getState();
      s.clearOpenid();
      s.signOut();
      const here = currentRoute();
      if (!here.startsWith(IDENTITY_PATHS.login)) navigateTo(loginUrl(here), { replace: true });
    },
    onMaintenance: () => navigateTo(SYSTEM_PATHS.maintain, { replace: true }),
    onNoTenant: () => navigateTo(SYSTEM_PATHS.noTenant, { replace: true }),
    onPlatformClosed: () => {
      useTenant.getState().set({ status: 'closed' });
      navigateTo(SYSTEM_PATHS.closure, { replace: true });
    },
  });
}
