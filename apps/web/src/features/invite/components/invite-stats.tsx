import { INVITE_WINDOWS, type InviteWindow } from '@curio/contract/client';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { tabPanelProps, Tabs } from '../../../components/ui/tabs';
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
      <Tabs
        variant="solid"
        className="inv-tabs"
        labelledBy="inv-stats-title"
        items={INVITE_WINDOWS.map((w) => ({ key: w, label: t(`invite.stats.window.${w}`) }))}
        value={window}
        onChange={onWindow}
        idBase="inv-stats"
        tabTestId={(w) => `invite-window-${w}`}
      />
      <div {...tabPanelProps('inv-stats', window)} data-testid="invite-stats" data-window={window}>
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
