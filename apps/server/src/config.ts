import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';

/**
 * The only place that reads the environment. Everything else receives a typed `Config`.
 * Every variable is documented in README.md ("Configuration").
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z.string().optional(),
  SIGN_KEY: z.string().min(8).optional(),
  MASTER_KEY: z.string().min(16).optional(),
  SHARED_STATE: z.enum(['memory', 'database']).optional(),
  UPLOAD_MAX_MB: z.coerce.number().positive().max(100).default(5),
  WEB_DIST: z.string().optional(),
  CONSOLE_DIST: z.string().optional(),
  SEED_DEMO: z.enum(['0', '1']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.enum(['0', '1']).default('0'),
  KYC_TIMEOUT_MS: z.coerce.number().int().min(10).max(120_000).default(10_000),
  WALLET_SETTLE_SECONDS: z.coerce.number().int().min(0).max(604_800).default(60),
  CHAIN_RPC_URL: z.string().url().optional(),
  CHAIN_KEY: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, 'a 32-byte hex private key (0x...)')
    .optional(),
  CHAIN_ID: z.coerce.number().int().min(1).default(31337),
  CHAIN_WORKER: z.enum(['0', '1']).default('1'),
  OPERATOR_TOKEN: z.string().min(16).optional(),
  BENCH_ROUTES: z.enum(['0', '1']).default('0'),
  CONSOLE_PLATFORM_HOSTS: z.string().optional(),
  CONSOLE_2FA_OPTIONAL: z.enum(['0', '1']).optional(),
  CONSOLE_IDLE_MINUTES: z.coerce.number().int().min(1).max(720).default(30),
});

export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  database: DatabaseConfig;
  /** Key for request signatures (spec section 7). Written into the served page, so not a secret. */
  signKey: string;
  /** Key that encrypts secrets at rest (custodial chain keys, ID numbers). */
  masterKey: string;
  /** Where state that every server process must see lives (nonces, rate limits). */
  sharedState: 'memory' | 'database';
  uploadMaxMb: number;
  /** Folder with the built web app, served at `/`. */
  webDist: string;
  /** Folder with the built operator console, served at `/console/` (decision 037). */
  consoleDist: string;
  seedDemo: boolean;
  logLevel: string;
  trustProxy: boolean;
  /** The real-name (KYC) provider's answer is awaited this long, then the attempt fails (7020075). */
  kycTimeoutMs: number;
  /** The wallet sandbox settles a withdrawal this long after it was made (decision 030). */
  walletSettleSeconds: number;
  chain: ChainConfig;
  /** The operator API key (`Authorization: Bearer ...` on /api/operator); null turns the operator API off. */
  operatorToken: string | null;
  /** Routes only the benchmarks call (`POST /api/dev/bench/noop`); refused in production. */
  benchRoutes: boolean;
  console: ConsoleConfig;
}

/** The operator console (issue 17, decision 036). */
export interface ConsoleConfig {
  /** Hosts of the platform console (platform admins: tenants, operators of any tenant); never a tenant's. */
  platformHosts: string[];
  /** Two-factor may be skipped by an operator who has not enrolled (never in production). */
  totpOptional: boolean;
  /** A session ends after this long without a call (sliding). */
  idleTimeoutMs: number;
}

export interface ChainConfig {
  /** A JSON-RPC node; null runs the embedded chain in `dir` (decision 009). */
  rpcUrl: string | null;
  /** The platform's signer: deploys each tenant's contract and sends every move. */
  platformKey: `0x${string}`;
  chainId: number;
  /** Where the embedded chain keeps its block journal. */
  dir: string;
  /** Whether this process runs the outbox worker (decision 010). */
  worker: boolean;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const database: DatabaseConfig =
    e.DATABASE_URL && /^postgres(ql)?:\/\//.test(e.DATABASE_URL)
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'sqlite', file: e.DATABASE_URL?.replace(/^sqlite:/, '') || path.join(dataDir, 'curio.db') };
  if (e.NODE_ENV === 'production' && (!e.SIGN_KEY || !e.MASTER_KEY)) {
    throw new Error('SIGN_KEY and MASTER_KEY must be set when NODE_ENV=production');
  }
  if (e.NODE_ENV === 'production' && e.BENCH_ROUTES === '1') {
    throw new Error('BENCH_ROUTES=1 is refused when NODE_ENV=production');
  }
  if (e.NODE_ENV === 'production' && e.CONSOLE_2FA_OPTIONAL === '1') {
    throw new Error('CONSOLE_2FA_OPTIONAL=1 is refused when NODE_ENV=production');
  }
  if (e.CHAIN_RPC_URL && !e.CHAIN_KEY) {
    throw new Error('CHAIN_KEY must be set when CHAIN_RPC_URL is');
  }
  const masterKey = e.MASTER_KEY ?? (e.NODE_ENV === 'test' ? randomBytes(32).toString('hex') : 'curio-dev-master-key-0123456789');
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    database,
    // Development defaults are fixed so that a restart keeps sessions and signed pages valid.
    signKey: e.SIGN_KEY ?? 'curio-dev-sign-key',
    masterKey,
    sharedState: e.SHARED_STATE ?? (database.kind === 'postgres' ? 'database' : 'memory'),
    uploadMaxMb: e.UPLOAD_MAX_MB,
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname ?? '.', '../../web/dist')),
    consoleDist: path.resolve(e.CONSOLE_DIST ?? path.join(import.meta.dirname ?? '.', '../../console/dist')),
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === '1' : e.NODE_ENV !== 'production',
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === '1',
    kycTimeoutMs: e.KYC_TIMEOUT_MS,
    walletSettleSeconds: e.WALLET_SETTLE_SECONDS,
    chain: {
      rpcUrl: e.CHAIN_RPC_URL ?? null,
      // The embedded chain's key follows the master key, so a restart signs with the same platform key.
      platformKey: (e.CHAIN_KEY ??
        `0x${createHash('sha256').update(`curio-chain-platform-key:${masterKey}`).digest('hex')}`) as `0x${string}`,
      chainId: e.CHAIN_ID,
      dir: path.join(dataDir, 'chain'),
      worker: e.CHAIN_WORKER === '1',
    },
    operatorToken: e.OPERATOR_TOKEN ?? (e.NODE_ENV === 'production' ? null : 'curio-dev-operator-token'),
    benchRoutes: e.BENCH_ROUTES === '1',
    console: {
      platformHosts: (e.CONSOLE_PLATFORM_HOSTS ?? 'admin.localhost')
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter((h) => h !== ''),
      totpOptional: e.NODE_ENV !== 'production' && e.CONSOLE_2FA_OPTIONAL !== '0',
      idleTimeoutMs: e.CONSOLE_IDLE_MINUTES * 60_000,
    },
  };
}
