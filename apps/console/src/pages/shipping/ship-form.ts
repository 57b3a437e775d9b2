import type { ShipBody } from './api';

// The ship dialog's values → shipOrder's body: the carrier as typed (trimmed, inner spaces collapsed), the
// tracking number without the spaces people copy from a label.

export interface ShipFormValues {
  carrier?: string;
  trackingNo?: string;
}

/** The carriers offered as suggestions (any other name may be typed). */
export const CARRIERS = [
  '顺丰速运',
  '中通快递',
  '圆通速递',
  '韵达快递',
  '申通快递',
  '京东物流',
  '中国邮政 EMS',
  '极兔速递',
] as const;

/** A tracking number as the server accepts it: letters, digits and dashes. */
export const TRACKING_PATTERN = /^[0-9A-Za-z-]+$/;

export const cleanTracking = (v: string | undefined) => (v ?? '').replace(/\s+/g, '');

export function toShipBody(v: ShipFormValues): ShipBody {
  return { carrier: (v.carrier ?? '').trim().replace(/\s+/g, ' '), trackingNo: cleanTracking(v.trackingNo) };
}
