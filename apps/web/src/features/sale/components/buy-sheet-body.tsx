import { BusinessType, ErrorCode, OrderStatus, orderItemKindLabel } from '@curio/contract/client';
import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { isRequestError } from '../../../lib/request/index';
import { listOrders } from '../api/list-orders';
import { usePlaceOrderMutation } from '../api/place-order';
import { SALE_PATHS, cashierPath, orderPath } from '../paths';
import { blockingOrderNo, clampQuantity, maxQuantity, refusalAction, type RefusalAction } from '../rules';
import { useSaleTexts } from '../texts';
import { Price } from '../../../components/ui/price';
import { formatPrice } from '../../../lib/format';
import { Sheet } from '../../../components/ui/sheet';
import { Spinner } from '../../../components/ui/spinner';
import type { BuyCouponChoice, BuyCouponSlot, BuySheetLinks, BuyTarget } from './buy-target';
import { Stepper } from './buy-stepper';
import { ForwardButton } from './forward-button';
import styles from './buy-sheet.module.css';
import { sizedImage } from '../../../lib/image';

interface Refusal {
  code: number | undefined;
  message: string;
  action: RefusalAction;
  /** 7020072: the buyer's own unpaid order that blocks, as the refusal names it (decision 071). */
  blocking: string | null;
}

/** What a coupon choice changes in the order (none: ''). */
const choiceKey = (c: BuyCouponChoice | null) => (c ? `${c.couponId}:${c.payable}` : '');

const SHEET_CLASSES = { sheet: styles.sheet ?? '', head: styles.head ?? '', close: styles.close ?? '' };

export default function BuySheetBody({
  target,
  visible,
  onClose,
  onStale,
  links,
  coupon: CouponRow,
}: {
  target: BuyTarget;
  visible: boolean;
  onClose: () => void;
  onStale?: (() => void) | undefined;
  links: BuySheetLinks;
  coupon?: BuyCouponSlot | undefined;
}) {
  const { t, lang } = useSaleTexts();
  const navigate = useNavigate();
  const placeOrder = usePlaceOrderMutation();
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // What this buyer may still order: the limit less what they hold, nothing while an unpaid order waits.
  const max = maxQuantity(Math.min(target.perUserLimit, target.mine.allowance), target.remaining);
  const held: 'unpaid' | 'limit' | null =
    target.mine.unpaidOrderNo !== null ? 'unpaid' : target.mine.allowance <= 0 ? 'limit' : null;
  const qty = clampQuantity(quantity, max);
  const isBox = target.kind === 'blindBox';
  const isListing = target.kind === 'listing';
  const businessType = isListing ? BusinessType.C2C : isBox ? BusinessType.B2C_BOX : BusinessType.B2C_COLLECTION;
  const units = isListing ? 1 : qty;
  // A listing sold or taken off the shelf (7020064) is gone for good: its one item cannot come back, so the
  // sheet says so and offers no second try (a drop's stock may: an unpaid order that closes gives it back).
  const gone = isListing && refusal?.code === ErrorCode.SOLD_OUT;
  const total = target.price * units;
  // The coupon the row chose for this very order (its quote is for these units; none while it loads).
  const [couponChoice, setCouponChoice] = useState<BuyCouponChoice | null>(null);
  const discount = couponChoice?.discount ?? 0;
  const payable = couponChoice?.payable ?? total;

  const change = (n: number) => {
    setQuantity(clampQuantity(n, max));
    setRefusal(null);
  };

  const place = async () => {
    if (busy) return;
    setBusy(true);
    setRefusal(null);
    try {
      const order = await placeOrder.mutateAsync({
        businessType,
        itemId: target.id,
        quantity: units,
        ...(couponChoice ? { couponId: couponChoice.couponId } : {}),
      });
      onClose();
      // Its units are taken: the detail page shows the new remaining when the buyer comes back.
      onStale?.();
      void navigate(cashierPath(order.orderNo));
    } catch (error) {
      if (isRequestError(error, 'business')) {
        const action = refusalAction(error.code);
        const blocking = action === 'unpaid' ? blockingOrderNo(error.data) : null;
        setRefusal({ code: error.code, message: error.message, action, blocking });
        if (action === 'stock') onStale?.();
      }
      // Other failures: the request layer has shown its dialog.
    } finally {
      setBusy(false);
    }
  };

  const goUnpaid = async () => {
    onClose();
    // The refusal names the order that blocks (decision 071): its page, where it can be paid or cancelled.
    if (refusal?.blocking) {
      void navigate(orderPath(refusal.blocking));
      return;
    }
    try {
      const page = await listOrders({ status: OrderStatus.PENDING_PAYMENT, pageSize: 50 }, { showErrorMessage: false });
      const mine = page.items.find((o) => o.item.kind === target.kind && o.item.id === target.id);
      void navigate(mine ? cashierPath(mine.orderNo) : `${SALE_PATHS.orders}?status=${OrderStatus.PENDING_PAYMENT}`);
    } catch {
      void navigate(`${SALE_PATHS.orders}?status=${OrderStatus.PENDING_PAYMENT}`);
    }
  };

  const forward = (() => {
    switch (refusal?.action) {
      case 'verify':
        return {
          label: t('sale.buy.refused.verify'),
          // After the real name, the chain account; the buyer comes back to this page from there.
          go: () => navigate(`${links.verify}?reUrl=${encodeURIComponent(links.chainVerify)}`),
          testId: 'buy-go-verify',
        };
      case 'chain':
        return { label: t('sale.buy.refused.chain'), go: () => navigate(links.chainVerify), testId: 'buy-go-chain' };
      case 'unpaid':
        return { label: t('sale.buy.refused.unpaid'), go: goUnpaid, testId: 'buy-go-unpaid' };
      case 'stock':
      case null:
      case undefined:
        return null;
    }
  })();

  return (
    <Sheet
      visible={visible}
      onClose={onClose}
      closeLabel={t('sale.buy.close')}
      classNames={SHEET_CLASSES}
      headTestId="buy-sheet"
      afterClose={() => setRefusal(null)}
      head={
        <>
          <img className={styles.cover} {...sizedImage(target.coverUrl, '72px')} alt="" width={72} height={72} />
          <div className={styles.headText}>
            <span className={styles.kind}>{orderItemKindLabel(target.kind, lang)}</span>
            <h2 className={styles.name}>{target.name}</h2>
            <Price fen={target.price} size="md" />
          </div>
        </>
      }
    >
      <div className={styles.body}>
        {isListing ? (
          // One resale item: its serial instead of a quantity.
          <div className={styles.row}>
            <span className={styles.rowLabel}>{t('sale.buy.serial')}</span>
            <span data-testid="buy-serial">{target.serial}</span>
          </div>
        ) : (
          <div className={styles.row}>
            <div className={styles.rowLabel}>
              <span>{t('sale.buy.quantity')}</span>
              <small>
                {t('sale.buy.limit', { count: target.perUserLimit })}
                {target.mine.taken > 0 ? <> · {t('sale.buy.yours', { count: target.mine.taken })}</> : null} ·{' '}
                {t('sale.buy.remaining', { count: target.remaining })}
              </small>
            </div>
            <Stepper value={qty} max={max} onChange={change} />
          </div>
        )}
        {CouponRow ? (
          <div className={styles.row}>
            {/* While the row loads, its label holds the place (no jump when it comes). */}
            <Suspense fallback={<span className={styles.rowLabel}>{t('sale.buy.coupon')}</span>}>
              <CouponRow
                order={{ businessType: businessType as 3 | 4 | 7, itemId: target.id, quantity: units }}
                onChange={(choice) => {
                  // A refusal goes only when the buyer's coupon really changed: the row reports "none" when it
                  // arrives, which may be after a refusal of this very order (it must stay on screen).
                  if (choiceKey(choice) === choiceKey(couponChoice)) return;
                  setCouponChoice(choice);
                  setRefusal(null);
                }}
              />
            </Suspense>
          </div>
        ) : null}
        <div className={styles.row}>
          <span className={styles.rowLabel}>
            <span>{t('sale.buy.total')}</span>
            {discount > 0 ? (
              <small data-testid="buy-discount">
                {t('sale.buy.totalBefore', { amount: formatPrice(total, lang) })} ·{' '}
                {t('sale.buy.discount', { amount: formatPrice(discount, lang) })}
              </small>
            ) : null}
          </span>
          <span data-testid="buy-total" data-payable={payable}>
            <Price fen={payable} size="lg" />
          </span>
        </div>
        <ul className={styles.notes}>
          {isBox ? <li>{t('sale.buy.blindBoxNote')}</li> : null}
          {isListing ? <li>{t('sale.buy.listingNote')}</li> : null}
          <li>{t('sale.buy.payNote')}</li>
        </ul>
        {held && !refusal ? (
          <div className={styles.refusal} role="status" data-testid="buy-held" data-held={held}>
            <p className={styles.refusalText}>
              {held === 'unpaid' ? t('sale.buy.unpaidWaiting') : t('sale.buy.limitReached', { count: target.perUserLimit })}
            </p>
            {held === 'unpaid' ? (
              <ForwardButton
                label={t('sale.buy.payUnpaid')}
                onClick={() => {
                  onClose();
                  void navigate(cashierPath(target.mine.unpaidOrderNo!));
                }}
                testId="buy-pay-unpaid"
              />
            ) : null}
          </div>
        ) : null}
        {refusal ? (
          <div className={styles.refusal} role="alert" data-testid="buy-refusal" data-code={refusal.code}>
            <p className={styles.refusalText}>{refusal.message}</p>
            {forward ? <ForwardButton label={forward.label} onClick={() => void forward.go()} testId={forward.testId} /> : null}
          </div>
        ) : null}
      </div>

      <div className={styles.foot}>
        {/* Ordering works in the chat app's browser too (spec §6: only paying there is discouraged; the
            cashier shows the warning and the link for the mobile browser). */}
        <button
          type="button"
          className={styles.submit}
          disabled={busy || held !== null || gone}
          onClick={() => void place()}
          data-testid="buy-submit"
        >
          {busy ? <Spinner size={18} /> : null}
          {t('sale.buy.submit')}
        </button>
      </div>
    </Sheet>
  );
}
