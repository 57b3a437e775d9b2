import type { FastifyInstance } from 'fastify';
import type { TransfersServices } from './transfers.types';

/** Circulation records and claims. Giving an item changes other modules too: a flow (src/flows/flows.routes.ts). */
export function transfersRoutes(_app: FastifyInstance, _s: TransfersServices): void {}
