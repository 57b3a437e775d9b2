import '../utility.css';
import { useTenant } from '../../../lib/tenant/tenant-store';
import { checkWebviewUrl } from '../url-rules';
import { useUtilityTexts } from '../texts';
import { hostOf, UrlRefused } from './refusal';

/**
 * An https page of the tenant's allow-list in a frame (decision 048); anything else is refused with a
 * page that says why. The page's CSP frame-src lists the same hosts (the server's security headers).
 */
export function Webview({ url, withHeader, onBack }: { url: string | undefined; withHeader: boolean; onBack: () => void }) {
  const { t } = useUtilityTexts();
  const hosts = useTenant((s) => s.info?.webviewHosts);
  const check = checkWebviewUrl(url, hosts ?? []);
  if (!check.ok) return <UrlRefused area="webview" reason={check.reason} host={hostOf(url)} onBack={onBack} />;
  return (
    <div className={`utility-webview${withHeader ? ' utility-webview--header' : ''}`}>
      {withHeader ? null : (
        <button type="button" className="utility-webview__back" onClick={onBack} aria-label={t('utility.webview.back')}>
          ‹
        </button>
      )}
      <iframe
        className="utility-webview__frame"
        src={check.url}
        title={t('utility.webview.frameTitle', { host: check.host })}
        data-testid="webview-frame"
        referrerPolicy="no-referrer"
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
      />
    </div>
  );
}
