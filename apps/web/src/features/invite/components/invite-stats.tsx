import { INVITE_WINDOWS, type InviteWindow } from '@curio/contract/client';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { useInviteStats } from '../api/get-invite-stats';
import { useInviteTexts } from '../texts';

/** The three windows as tabs, each with invited, verified and first purchase counts. */
export function InviteStatsTabs({ window, onWindow }: { window: InviteWindow; onWindow: (w: InviteWindow) => void }) {
  const { t } = useInviteTexts();
  const stats = useInviteStats(window);
  return (
    <section className="inv-card" aria-labelledby="inv-stats-title">
      <h2 id="inv-stats-title" className="inv-card__title">
        {t('invite.stats.label')}
      </h2>
      <div className="inv-tabs" role="tablist" aria-label={t('invite.stats.label')}>
        {INVITE_WINDOWS.map((w) => (
          <button
            key={w}
            type="button"
            role="tab"
            aria-selected={w === window}
            className={`inv-tab${w === window ? ' inv-tab--on' : ''}`}
            onClick={() => onWindow(w)}
            data-testid={`invite-window-${w}`}
          >
            {t(`invite.stats.window.${w}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" data-testid="invite-stats" data-window={window}>
        <dl className="inv-stats">
          {(['invited', 'verified', 'firstPurchase'] as const).map((k) => (
            <div key={k} className="inv-stat">
              <dt>{t(`invite.stats.${k}`)}</dt>
              <dd data-testid={`invite-stat-${k}`}>{stats.data ? stats.data[k] : <SkeletonBlock width={32} height={28} />}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
