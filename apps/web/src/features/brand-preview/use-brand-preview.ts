import { recolourTabIcon } from '@curio/contract/client';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { applyTheme, toTheme } from '../../lib/theme';
import { useTenant } from '../../lib/tenant/tenant-store';
import { useBrandPreviewQuery, type BrandPreview } from './api/get-brand-preview';
import { BRAND_PREVIEW_MESSAGE } from './paths';

/** Puts a draft into the tenant's state (what the header, the tab bar and the theme read) and the document. */
export function applyBrandPreview(draft: BrandPreview): void {
  const state = useTenant.getState();
  const theme = toTheme(draft.theme, { textColor: draft.theme.menuTextColor, selectTextColor: draft.theme.menuSelectTextColor });
  state.set({
    theme,
    info: state.info ? { ...state.info, platformName: draft.platformName, imgUrl: draft.logoUrl } : state.info,
    menu: {
      // The platform's icons in the draft's tab bar colours, as publishing will draw them.
      menuSettingInfoList: draft.menu.map((m, i) => ({
        ...m,
        icon: recolourTabIcon(m.icon, draft.theme.menuTextColor),
        selectedIcon: recolourTabIcon(m.selectedIcon, draft.theme.menuSelectTextColor),
        id: -(i + 1),
      })),
      menuColorVO: { textColor: draft.theme.menuTextColor, selectTextColor: draft.theme.menuSelectTextColor },
    },
  });
  applyTheme(theme);
}

function isPreviewMessage(data: unknown): data is { type: string; brand: BrandPreview } {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === BRAND_PREVIEW_MESSAGE &&
    typeof (data as { brand?: unknown }).brand === 'object'
  );
}

/**
 * The preview of `?token=`: the saved draft from the server, then every unsaved change the console's
 * editor posts to this frame (same origin only). Answers the draft shown, and whether the token failed.
 */
export function useBrandPreview(token: string): { draft: BrandPreview | null; failed: boolean } {
  const { i18n } = useTranslation();
  const query = useBrandPreviewQuery(token, i18n.language);
  const [live, setLive] = useState<BrandPreview | null>(null);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isPreviewMessage(event.data)) return;
      setLive(event.data.brand);
    };
    window.addEventListener('message', onMessage);
    // Tell the console the frame listens (it then posts the current unsaved draft).
    window.parent?.postMessage({ type: `${BRAND_PREVIEW_MESSAGE}:ready` }, window.location.origin);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  const draft = live ?? query.data ?? null;
  useEffect(() => {
    if (draft) applyBrandPreview(draft);
  }, [draft]);
  return { draft, failed: !live && query.isError };
}
