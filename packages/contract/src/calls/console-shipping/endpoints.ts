import type { AreaEndpoints } from '../define-endpoints';

// The operator console's shipping queue (issue 19, decision 044): paid physical-reward activity orders
// (business type 5) awaiting shipment, shipping and completed. Reads: owner, support, editor, finance and a
// platform admin on the tenant's host; shipping (carrier + tracking number): owner and support (the people
// who handle orders and refunds, decision 039). Every call acts on the host's tenant only; shipping is audited.
const READ = ['owner', 'support', 'editor', 'finance', 'platformAdmin'] as const;
const SHIP = ['owner', 'support'] as const;
const c = { auth: 'console', signed: false, tokenInSignature: false, allowWhenClosed: true } as const;

export const consoleShippingEndpoints = {
  consoleListShipments: { method: 'GET', path: '/console/shipments', ...c, roles: READ },
  shipOrder: { method: 'POST', path: '/console/orders/{orderNo}/ship', ...c, roles: SHIP },
} as const satisfies AreaEndpoints;
