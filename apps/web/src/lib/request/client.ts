import type { CallData, Calls, OperationId } from '@curio/contract/client';
import type * as RequestClient from './request';
import type { CallArgs, EndpointTarget, RequestOptions } from './request';
import { RequestError } from './request-error';

// What the app calls (`request`, `requestEndpoint`): the same functions as `./request`, whose code (the
// contract's endpoints, signing, the runtime texts) loads with the first call instead of with the boot
// (decision 073). The home a visitor opens from a link asks nothing before they act: it never loads it.

type Implementation = typeof RequestClient;

/**
 * The client's module. A loader of its own, so that the server's build tags it with its source (decision 029):
 * a link to any page but the home loads it first, beside the page's chunk (entry-server's routeSources).
 */
export const requestModule = () => import('./request');

let loading: Promise<Implementation> | undefined;
/** The code once it is in: calls then go straight to it, as if it had been in the boot. */
let loaded: Implementation | undefined;

/**
 * Loads the request client's code once; a failed load (offline) is tried again by the next call. The
 * boot starts it early wherever a call will come (main.tsx), so that no call waits for it.
 */
export function loadRequestClient(): Promise<Implementation> {
  loading ??= requestModule().then(
    (m) => (loaded = m),
    (error: unknown) => {
      loading = undefined;
      const detail = error instanceof Error ? error.message : String(error);
      throw new RequestError('transport', detail, { cause: error });
    },
  );
  return loading;
}

/** A call of the contract by operationId, typed by the contract at both ends (see `./request`). */
export function request<K extends OperationId>(operationId: K, ...args: CallArgs<K>): Promise<CallData<Calls[K]>> {
  if (loaded) return loaded.request(operationId, ...args);
  return loadRequestClient().then((m) => m.request(operationId, ...args));
}

/** The generic wrapper for a target outside the contract (see `./request`). */
export function requestEndpoint<T = unknown>(endpoint: EndpointTarget, options: RequestOptions = {}): Promise<T> {
  if (loaded) return loaded.requestEndpoint<T>(endpoint, options);
  return loadRequestClient().then((m) => m.requestEndpoint<T>(endpoint, options));
}
