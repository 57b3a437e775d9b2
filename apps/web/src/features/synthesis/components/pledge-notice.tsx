import { Suspense, useEffect, useRef } from 'react';
import { Chip } from '../../../components/ui/chip';
import { Countdown, useCountdown } from '../../../components/ui/countdown';
import { useSynthesisTexts } from '../texts';

function Notice({ pledgeEndsAt, onEnd }: { pledgeEndsAt: number; onEnd?: () => void }) {
  const { t } = useSynthesisTexts();
  const c = useCountdown(pledgeEndsAt);
  // Once, when the countdown reaches zero while the page is open (not for a pledge already past).
  const wasRunning = useRef(!c.ended);
  useEffect(() => {
    if (c.ended && wasRunning.current) {
      wasRunning.current = false;
      onEnd?.();
    }
  }, [c.ended]);
  return (
    <section className="syn-pledge" data-testid="pledge-notice" data-ended={c.ended} role="status">
      <div className="syn-pledge__head">
        <Chip tone="strong">{t('synthesis.item.pledged')}</Chip>
        {c.ended ? null : <Countdown className="syn-countdown" target={pledgeEndsAt} prefix={t('synthesis.item.returnsIn')} />}
      </div>
      <p className="syn-text syn-muted">{c.ended ? t('synthesis.item.returning') : t('synthesis.item.text')}</p>
    </section>
  );
}

/**
 * On my collectible's page: a pledged item says so, with the countdown until the pledge ends and it can
 * be used again (PRODUCT.md §6); every action on it is refused meanwhile (5000034).
 */
export function PledgeNotice({
  pledgeEndsAt,
  onEnd,
}: {
  pledgeEndsAt: number;
  /** When the countdown ends (the page reloads the item). */ onEnd?: () => void;
}) {
  return (
    <Suspense fallback={null}>
      <Notice pledgeEndsAt={pledgeEndsAt} onEnd={onEnd} />
    </Suspense>
  );
}
