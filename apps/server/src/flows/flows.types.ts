import type { DropStock } from '../modules/catalogue/index';

/**
 * The flows' decoration (`app.flows`): processes that span modules, one transaction each. Each flow file adds
 * its key (`declare module './flows.types' { interface Flows { placeOrder: PlaceOrder } }`) and exports its
 * definition (`define-flow.ts`); `flow-list.ts` lists them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the flow files' augmentations
export interface Flows {}

/** The flows' options: the drop stock, and the test overrides (each flow file adds its own). */
export interface FlowsModuleOptions {
  /** The catalogue's drop stock, one per process (its purchase-path cache is shared); default: `app.catalogue.stock`. */
  stock?: DropStock;
}
