/**
 * The load generator in a process of its own (bench/cluster.ts forks it with `--import tsx`), so that its
 * CPU time can be read apart from the bench's and the proxy's: autocannon, every request a POST signed like
 * the web app (HMAC-SHA256 with SIGN_KEY from the environment, a fresh nonce, the current time) with the
 * next buyer's session token.
 *
 * Over IPC: `{ type: 'tokens', tokens }` once (the buyers' tokens, taken in turn); `{ type: 'run', ... }`
 * (a `LoadRun`) answers `{ type: 'started' }` just before autocannon starts and `{ type: 'done', result }`
 * (a `LoadResult`) once it ended; `{ type: 'stop' }` ends the process.
 */
import autocannon from 'autocannon';
import { requestSigner } from './signing';

export interface LoadRun {
  type: 'run';
  /** `http://127.0.0.1:<port>`. */
  url: string;
  path: string;
  body: string;
  /** The Host header (the tenant's host). */
  host: string;
  connections: number;
  seconds: number;
}

export interface LoadResult {
  requests: number;
  /** Seconds autocannon ran. */
  seconds: number;
  /** Transport errors and timeouts. */
  errors: number;
  /** Answers by envelope code (-1: no envelope), as [code, count]. */
  codes: [number, number][];
  /** Every response's time, ms. */
  latencies: number[];
  /** More requests than buyers: some were asked twice. */
  reused: boolean;
}

const SIGN_KEY = process.env.SIGN_KEY ?? '';
/** Signed headers for one request, as the web app makes them. */
const signedHeaders = requestSigner(SIGN_KEY);

let tokens: string[] = [];

async function run(r: LoadRun): Promise<LoadResult> {
  const codes = new Map<number, number>();
  const latencies: number[] = [];
  let next = 0;
  process.send!({ type: 'started' });
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: r.url,
        connections: r.connections,
        duration: r.seconds,
        timeout: 30,
        requests: [
          {
            method: 'POST',
            path: r.path,
            setupRequest: (req) => {
              const token = tokens[next++ % tokens.length]!;
              return {
                ...req,
                headers: { host: r.host, 'content-type': 'application/json', token, ...signedHeaders(token) },
                body: r.body,
              };
            },
            onResponse: (_status, body) => {
              const m = /"code":(-?\d+)/.exec(body);
              const code = m ? Number(m[1]) : -1;
              codes.set(code, (codes.get(code) ?? 0) + 1);
            },
          },
        ],
      },
      (err, res) => (err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(res)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  return {
    requests: result.requests.total,
    seconds: result.duration,
    errors: result.errors + result.timeouts,
    codes: [...codes],
    latencies,
    reused: next > tokens.length,
  };
}

process.on('message', (m: { type: string }) => {
  if (m.type === 'tokens') tokens = (m as unknown as { tokens: string[] }).tokens;
  else if (m.type === 'run') {
    run(m as LoadRun).then(
      (result) => process.send!({ type: 'done', result }),
      (err: unknown) => process.send!({ type: 'failed', message: err instanceof Error ? err.message : String(err) }),
    );
  } else if (m.type === 'stop') process.exit(0);
});
process.send!({ type: 'ready' });
