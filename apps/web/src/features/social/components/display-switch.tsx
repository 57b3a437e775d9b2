import '../social.css';
import { ErrorCode, errorMessage } from '@curio/contract/client';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../components/shell/feedback';
import { useSetDisplayMutation } from '../api/set-display';
import { personalPath } from '../paths';
import { useSocialTexts } from '../texts';

type SwitchProps = { cardNftId: number; displayed: boolean; status: string };

/**
 * The owner's "show on my page" switch on one of their collectibles. While its transfer is on chain
 * (frozen) or once it is burned the switch is off limits and says why; the server refuses those too.
 */
function SwitchBody({ cardNftId, displayed, status }: SwitchProps) {
  const { t, lang } = useSocialTexts();
  const mutation = useSetDisplayMutation();
  // Pledged for a synthesis (issue 18): off limits until the pledge ends, in the server's words (5000034).
  const pledged = status === 'pledged';
  const locked = status === 'frozen' || status === 'consumed' || pledged;
  const on = mutation.isPending && mutation.variables ? mutation.variables.displayed : displayed;

  const toggle = async () => {
    if (locked || mutation.isPending) return;
    try {
      const r = await mutation.mutateAsync({ cardNftId, displayed: !displayed });
      toast(t(r.displayed ? 'social.display.shown' : 'social.display.hidden'));
    } catch {
      // The request layer shows the refusal (frozen, burned ...); the switch stays as it was.
    }
  };

  return (
    <section className="social-display" data-testid="display-switch" data-displayed={displayed} data-locked={locked}>
      <div className="social-display__row">
        <div className="social-display__text">
          <span className="social-display__label" id={`display-label-${cardNftId}`}>
            {t('social.display.label')}
          </span>
          <span className="social-display__hint" data-testid="display-hint">
            {pledged
              ? errorMessage(ErrorCode.PLEDGED, lang)
              : locked
                ? t('social.display.frozen')
                : on
                  ? t('social.display.on')
                  : t('social.display.off')}
          </span>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={`display-label-${cardNftId}`}
          className={`social-switch${on ? ' social-switch--on' : ''}`}
          disabled={locked || mutation.isPending}
          onClick={() => void toggle()}
          data-testid="display-toggle"
        >
          <span className="social-switch__knob" aria-hidden="true" />
        </button>
      </div>
      {displayed ? (
        <Link to={personalPath()} className="social-link" data-testid="display-view-page">
          {t('social.display.viewPage')}
        </Link>
      ) : null}
    </section>
  );
}

/** The switch, its texts loading beside the item's page without holding it up. */
export function DisplaySwitch(props: SwitchProps) {
  return (
    <Suspense fallback={null}>
      <SwitchBody {...props} />
    </Suspense>
  );
}
