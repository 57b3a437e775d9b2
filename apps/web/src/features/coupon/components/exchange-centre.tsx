import { ErrorCode, errorMessage } from '@curio/contract/client';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { InfiniteList } from '../../../components/ui/infinite-list';
import { PullRefresh } from '../../../components/ui/pull-refresh';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format';
import { isRequestError } from '../../../lib/request/index';
import { useInterval } from '../../../lib/use-interval';
import { useRedeemCodeMutation } from '../api/redeem-code';
import { useRedemptions } from '../api/list-redemptions';
import { MINTING_POLL_MS, identityNeed, normaliseCode, couponValueText, type Redemption } from '../rules';
import { useCouponTexts } from '../texts';
import { CouponTicket, windowText } from './coupon-ticket';

/** Where the exchange centre sends people: pages of other features, given by the route. */
export interface ExchangeLinks {
  coupons: string;
  verify: string;
  chainVerify: string;
  /** My collectible's page. */
  item: (cardNftId: number) => string;
}

function RedemptionResult({ r, links }: { r: Redemption; links: ExchangeLinks }) {
  const { t, lang } = useCouponTexts();
  return (
    <section className="cp-panel" data-testid="redeem-result" data-kind={r.kind} aria-live="polite">
      <h3 className="cp-h3">{t('coupon.exchange.resultTitle')}</h3>
      {r.coupon ? (
        <>
          <CouponTicket
            value={r.coupon}
            minSpend={r.coupon.minSpend}
            name={r.coupon.name}
            validity={windowText(t, r.coupon.validFrom, r.coupon.validTo, lang)}
            scope={r.coupon.scope}
            testId="redeem-coupon"
          />
          <p className="cp-hint">{t('coupon.exchange.couponResult')}</p>
          <Link className="cp-button cp-button--ghost" to={links.coupons} data-testid="redeem-view-coupons">
            {t('coupon.exchange.viewCoupons')}
          </Link>
        </>
      ) : null}
      {r.collectible ? (
        <div className="cp-result-item" data-testid="redeem-collectible" data-status={r.collectible.status}>
          {r.collectible.coverUrl !== '' ? <img src={r.collectible.coverUrl} alt="" width={64} height={64} /> : null}
          <span className="cp-result-item__text">
            <strong>{r.collectible.name}</strong>
            <span className="cp-sub" role="status">
              {r.collectible.status === 'minting' ? (
                <>
                  <Spinner size={12} /> {t('coupon.exchange.minting')}
                </>
              ) : (
                t('coupon.exchange.held')
              )}
            </span>
          </span>
          {r.collectible.cardNftId !== null ? (
            <Link className="cp-link" to={links.item(r.collectible.cardNftId)} data-testid="redeem-view-item">
              {t('coupon.exchange.viewItem')}
            </Link>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/**
 * The exchange centre: a code (any case, spaces and dashes are fine), checked for emptiness before it is
 * sent (4000033's text beside the input); the server's refusals (5000035 unknown/used/expired, 5000194
 * too many attempts) are the request layer's toasts; a collectible needing the real name or the chain
 * account shows the way there as an airdrop does. Then what the code gave — a coupon, or a collectible
 * minting until my redemptions say it is held — and my past redemptions with their masked codes.
 */
export function ExchangeCentre({ links }: { links: ExchangeLinks }) {
  const { t, lang } = useCouponTexts();
  const navigate = useNavigate();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const redeem = useRedeemCodeMutation();
  const history = useRedemptions(lang);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [need, setNeed] = useState<{ kind: 'verify' | 'chain'; message: string } | null>(null);
  const [result, setResult] = useState<Redemption | null>(null);

  // The result as my redemptions now know it (a collectible: minting, then held).
  const latest = (result && history.items.find((r) => r.id === result.id)) ?? result;
  const minting = latest?.collectible?.status === 'minting';
  useInterval(() => void history.refresh().catch(() => undefined), minting ? MINTING_POLL_MS : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const normalised = normaliseCode(code);
    setNeed(null);
    if (normalised === '') {
      setError(errorMessage(ErrorCode.REDEEM_CODE_REQUIRED, lang));
      return;
    }
    setError(null);
    try {
      const r = await redeem.mutateAsync(normalised);
      setResult(r);
      setCode('');
      void history.refresh().catch(() => undefined);
    } catch (err) {
      const kind = isRequestError(err, 'business') ? identityNeed(err.code) : null;
      if (kind && isRequestError(err)) setNeed({ kind, message: err.message });
      // Otherwise: the request layer's toast (5000035, 5000194, a network failure).
    }
  };

  return (
    // Spec §2 marks the exchange page (pull): a pull refreshes my past redemptions (and their minting).
    <PullRefresh onRefresh={history.refresh}>
      <main className="cp-page" data-testid="exchange">
        <form className="cp-panel" onSubmit={(e) => void submit(e)} noValidate>
          <label className="cp-label" htmlFor={inputId}>
            {t('coupon.exchange.label')}
          </label>
          <input
            id={inputId}
            className="cp-input"
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              if (error) setError(null);
            }}
            placeholder={t('coupon.exchange.placeholder')}
            autoCapitalize="characters"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="go"
            maxLength={64}
            aria-invalid={error !== null}
            aria-describedby={error !== null ? errorId : hintId}
            data-testid="redeem-input"
          />
          {error !== null ? (
            <p className="cp-error" id={errorId} role="alert" data-testid="redeem-error">
              {error}
            </p>
          ) : (
            <p className="cp-hint" id={hintId}>
              {t('coupon.exchange.hint')}
            </p>
          )}
          <button type="submit" className="cp-button" disabled={redeem.isPending} data-testid="redeem-submit">
            {redeem.isPending ? <Spinner size={16} /> : null}
            {redeem.isPending ? t('coupon.exchange.submitting') : t('coupon.exchange.submit')}
          </button>
          {need ? (
            <div role="alert" data-testid="redeem-need" data-need={need.kind}>
              <p className="cp-error">{need.message}</p>
              <p className="cp-hint">{t('coupon.exchange.needsVerify')}</p>
              <button
                type="button"
                className="cp-button cp-button--ghost cp-button--small"
                onClick={() =>
                  void navigate(
                    need.kind === 'verify' ? `${links.verify}?reUrl=${encodeURIComponent(links.chainVerify)}` : links.chainVerify,
                  )
                }
                data-testid="redeem-go-verify"
              >
                {need.kind === 'verify' ? t('coupon.exchange.verify') : t('coupon.exchange.chain')}
              </button>
            </div>
          ) : null}
        </form>

        {latest ? <RedemptionResult r={latest} links={links} /> : null}

        <section className="cp-panel" data-testid="redeem-history">
          <h3 className="cp-h3">{t('coupon.exchange.history')}</h3>
          <InfiniteList
            listClassName="cp-history"
            items={history.items}
            keyOf={(r) => r.id}
            renderItem={(r) => (
              <div className="cp-history__item" data-testid="redemption" data-id={r.id}>
                <span>
                  <span className="cp-mono" aria-label={t('coupon.exchange.codeLabel')}>
                    {r.maskedCode}
                  </span>
                  <br />
                  <span className="cp-sub">{t('coupon.exchange.redeemedAt', { time: formatDateTime(r.redeemedAt, lang) })}</span>
                </span>
                <span>
                  {r.coupon
                    ? `${r.coupon.name} · ${couponValueText(r.coupon, lang)}`
                    : r.collectible
                      ? `${r.collectible.name}${r.collectible.status === 'minting' ? ` · ${t('coupon.exchange.minting')}` : ''}`
                      : ''}
                </span>
              </div>
            )}
            hasMore={history.hasMore}
            loadMore={history.loadMore}
            status={history.status}
            onRetry={history.retry}
            empty={<p className="cp-hint">{t('coupon.exchange.historyEmpty')}</p>}
            skeleton={<SkeletonBlock height={48} radius={10} />}
          />
        </section>
      </main>
    </PullRefresh>
  );
}
