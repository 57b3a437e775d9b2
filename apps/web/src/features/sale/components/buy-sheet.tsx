import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';

/** What the buy sheet sells: a collection (business type 4) or a blind box (3), as its detail page shows it. */
export interface BuyTarget {
  kind: 'collection' | 'blindBox';
  id: number;
  name: string;
  coverUrl: string;
  /** Unit price, integer fen. */
  price: number;
  remaining: number;
  perUserLimit: number;
  /** The buyer's standing on the drop (the detail's `mine`): units held against the limit, what may be ordered now, the unpaid order. */
  mine: { taken: number; allowance: number; unpaidOrderNo: string | null };
}

/** Where the buyer fixes what stops a purchase: the identity pages, given by the route that composes the sheet. */
export interface BuySheetLinks {
  /** The real-name page. */
  verify: string;
  /** The chain-account page. */
  chainVerify: string;
}

export interface BuySheetOptions {
  links: BuySheetLinks;
  /** Called when the drop's stock changed: an order took units, or a refusal says it changed (sold out, not enough, not on sale). */
  onStale?: () => void;
}

// The sheet (antd-mobile Popup, the sale's texts) loads on the first tap, not with the detail page.
const BuySheetBody = lazy(() => import('./buy-sheet-body'));

/**
 * The buy sheet of a detail page (issue 7): `open` for the buy button, `sheet` to render anywhere in
 * the page. Quantity within min(per-user limit, remaining), the total, the chat-app payment warning,
 * placeOrder, then the cashier; a refusal shows the server's text and the way forward.
 */
export function useBuySheet(target: BuyTarget, options: BuySheetOptions): { open: () => void; sheet: ReactNode } {
  const [visible, setVisible] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const open = useCallback(() => {
    setLoaded(true);
    setVisible(true);
  }, []);
  const close = useCallback(() => setVisible(false), []);
  const { onStale, links } = options;
  const sheet = useMemo(
    () =>
      loaded ? (
        <Suspense fallback={null}>
          <BuySheetBody target={target} visible={visible} onClose={close} onStale={onStale} links={links} />
        </Suspense>
      ) : null,
    [loaded, target, visible, close, onStale, links],
  );
  return { open, sheet };
}
