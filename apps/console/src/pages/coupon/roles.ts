/** Who may create coupons and code batches (the server's WRITE roles of console-coupons); finance only reads. */
export const WRITERS = ['owner', 'editor'] as const;
/** Who may open the coupon area's pages (the server's READ roles); support sees nothing. */
export const READERS = ['owner', 'editor', 'finance'] as const;
