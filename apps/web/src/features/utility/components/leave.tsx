import '../utility.css';
import { checkExternalUrl } from '../url-rules';
import { useUtilityTexts } from '../texts';
import { hostOf, UrlRefused } from './refusal';

/** Leaving the app for an external http(s) address after a confirmation (the host shown, "open" / "cancel"). */
export function LeaveConfirm({ url, onCancel }: { url: string | undefined; onCancel: () => void }) {
  const { t } = useUtilityTexts();
  const check = checkExternalUrl(url);
  if (!check.ok) return <UrlRefused area="extsview" reason={check.reason} host={hostOf(url)} onBack={onCancel} />;
  return (
    <section className="utility-leave" data-testid="extsview" aria-labelledby="utility-leave-title">
      <h2 id="utility-leave-title" className="utility-leave__title">
        {t('utility.extsview.title')}
      </h2>
      <p className="utility-leave__text">{t('utility.extsview.text')}</p>
      <dl className="utility-leave__facts">
        <dt>{t('utility.extsview.site')}</dt>
        <dd className="utility-leave__host" data-testid="extsview-host">
          {check.host}
        </dd>
        <dt>{t('utility.extsview.address')}</dt>
        <dd className="utility-leave__url">{check.url}</dd>
      </dl>
      <div className="utility-leave__actions">
        <button type="button" className="utility-button utility-button--ghost" onClick={onCancel} data-testid="extsview-cancel">
          {t('utility.extsview.cancel')}
        </button>
        <button
          type="button"
          className="curio-button"
          onClick={() => window.location.assign(check.url)}
          data-testid="extsview-open"
        >
          {t('utility.extsview.open')}
        </button>
      </div>
    </section>
  );
}
