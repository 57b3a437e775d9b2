import { useNavigate } from 'react-router';
import { toast } from '../../../components/shell/feedback';
import { useClaimCouponMutation } from '../api/claim-coupon';
import type { CouponActivity } from '../rules';
import { useCouponTexts } from '../texts';
import { CouponTicket, windowText } from './coupon-ticket';

/** What the campaign's button does for me now. */
export type CampaignState = 'login' | 'claim' | 'claimed' | 'noneLeft';

export function campaignState(a: CouponActivity): CampaignState {
  if (a.claimedByMe === null) return 'login';
  if (a.claimedByMe >= a.perUserLimit) return 'claimed';
  if (a.left <= 0) return 'noneLeft';
  return a.canClaim ? 'claim' : 'noneLeft';
}

/**
 * One coupon campaign: what its coupon gives, the count left, what I claimed of my limit, and the button:
 * claim, claimed (my limit), none left, or log in (a visitor). Refusals are the request layer's toasts.
 */
export function CampaignCard({ activity: a, loginTo }: { activity: CouponActivity; loginTo: string }) {
  const { t, lang } = useCouponTexts();
  const navigate = useNavigate();
  const claim = useClaimCouponMutation();
  const state = campaignState(a);
  const v = a.coupon.validity;
  const submit = async () => {
    if (state === 'login') {
      void navigate(loginTo);
      return;
    }
    try {
      await claim.mutateAsync(a.id);
      toast(t('coupon.campaigns.done'));
    } catch {
      // 5000193 / 5000032 / 5000030: the request layer has shown the catalogue's text; the list reloads.
    }
  };
  const label =
    state === 'login'
      ? t('coupon.campaigns.login')
      : state === 'claimed'
        ? t('coupon.campaigns.claimedAll')
        : state === 'noneLeft'
          ? t('coupon.campaigns.noneLeft')
          : claim.isPending
            ? t('coupon.campaigns.claiming')
            : t('coupon.campaigns.claim');
  return (
    <CouponTicket
      value={a.coupon}
      minSpend={a.coupon.minSpend}
      name={a.name}
      validity={v.kind === 'fixed' ? windowText(t, v.from, v.to, lang) : t('coupon.validDays', { count: v.days })}
      scope={a.coupon.scope}
      testId="campaign-card"
      data={{ 'data-id': a.id, 'data-state': state }}
      dim={state === 'noneLeft'}
      aside={
        <button
          type="button"
          className={`cp-claim cp-claim--${state}`}
          disabled={state === 'claimed' || state === 'noneLeft' || claim.isPending}
          onClick={() => void submit()}
          data-testid="campaign-claim"
          aria-label={`${label} · ${a.name}`}
        >
          {label}
        </button>
      }
      footer={
        <>
          <span data-testid="campaign-left">{t('coupon.campaigns.left', { left: a.left, total: a.total })}</span>
          {a.claimedByMe !== null ? (
            <span data-testid="campaign-claimed">
              {t('coupon.campaigns.claimed', { count: a.claimedByMe, limit: a.perUserLimit })}
            </span>
          ) : null}
        </>
      }
    />
  );
}
