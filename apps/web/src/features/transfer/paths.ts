import { TRANSFER_PATHS } from './route-paths';

// Where the ownership moves' pages live (spec section 2) and how to link to a gift of one item.
// The route table (app/routes/transfer.routes.ts) takes its paths from ./route-paths.

export { TRANSFER_PATHS };

export const givePath = (cardNftId: number) => `${TRANSFER_PATHS.give}?id=${cardNftId}`;
