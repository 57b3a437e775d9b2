import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { SMS_PURPOSES, VENDOR_FIELDS } from '@curio/contract';
import { z } from 'zod';

/** What README's configuration table says of a variable: its default, as text, and what it means. */
export interface EnvDoc {
  name: string;
  defaultText: string;
  meaning: string;
}

const docs = new Map<z.ZodType, { defaultText: string; meaning: string }>();
/** A variable's schema with its documentation: the README table is generated from these (`npm run docs:env`). */
function v<T extends z.ZodType>(schema: T, defaultText: string, meaning: string): T {
  docs.set(schema, { defaultText, meaning });
  return schema;
}

/**
 * The only place that reads the environment. Everything else receives a typed `Config`.
 * Every variable is documented by its `v(...)` here; README.md's "Configuration" table is generated from it.
 */
const envSchema = z.object({
  NODE_ENV: v(
    z.enum(['development', 'production', 'test']).default('development'),
    '`development`',
    '`production` runs the start checks (decision 050): it refuses to start, naming each problem, on a sandbox, a development secret or demo data',
  ),
  HOST: v(z.string().default('0.0.0.0'), '`0.0.0.0`', 'interface to listen on'),
  PORT: v(z.coerce.number().int().min(0).max(65535).default(8080), '`8080`', 'HTTP port'),
  DATA_DIR: v(z.string().default('data'), '`data`', 'folder for the SQLite database and stored files'),
  DATABASE_URL: v(
    z.string().optional(),
    '(SQLite at `DATA_DIR/curio.db`)',
    '`postgres://user:pass@host:5432/db` for PostgreSQL, or `sqlite:/path/file.db`',
  ),
  PG_POOL_MAX: v(
    z.coerce.number().int().min(1).max(200).default(10),
    '`10`',
    "PostgreSQL connections this process opens at most: the cluster's budget is processes × this (docs/deploy.md)",
  ),
  STOCK_SHARDS: v(
    z.coerce.number().int().min(1).max(64).optional(),
    '`1` on SQLite, `16` on PostgreSQL',
    "rows a drop's stock is split over, so concurrent buyers of one drop do not queue on one row (decision 075); every process of a deployment should use the same",
  ),
  SIGN_KEY: v(
    z.string().min(8).optional(),
    '`curio-dev-sign-key`',
    'request signing key; written into the served page at load, so changing it needs no rebuild',
  ),
  MASTER_KEY: v(
    z.string().min(16).optional(),
    'a development key',
    'keys for secrets at rest: chain keys, names and ID numbers, code hashes, pay-password pepper (decision 008)',
  ),
  SHARED_STATE: v(
    z.enum(['memory', 'database']).optional(),
    '`memory` on SQLite, `database` on PostgreSQL',
    'where nonces and rate-limit counters live; `database` when several server processes run',
  ),
  UPLOAD_MAX_MB: v(z.coerce.number().positive().max(100).default(5), '`5`', 'largest image upload'),
  // Files (decision 051): local disk for one machine, an S3-compatible object store when several processes serve.
  FILE_STORAGE: v(
    z.enum(['local', 's3']).default('local'),
    '`local`',
    'where uploaded and generated files live: `local` (`DATA_DIR/files`, one machine) or `s3` (an S3-compatible object store: AWS S3, Alibaba Cloud OSS, Tencent COS, MinIO; needs the `S3_*` below)',
  ),
  S3_ENDPOINT: v(
    z.string().url().optional(),
    "AWS S3's, from `S3_REGION`",
    "the store's address: `https://oss-cn-hangzhou.aliyuncs.com`, `https://cos.ap-guangzhou.myqcloud.com`, `http://minio:9000`",
  ),
  S3_REGION: v(
    z.string().optional(),
    '(none)',
    'its region (`cn-north-1`, `oss-cn-hangzhou`, `ap-guangzhou`; MinIO: `us-east-1`)',
  ),
  S3_BUCKET: v(z.string().optional(), '(none)', 'the bucket; keep it private: files are served through the server'),
  S3_ACCESS_KEY_ID: v(z.string().optional(), '(none)', 'its access key id (may read, write, delete and list the bucket)'),
  S3_SECRET_ACCESS_KEY: v(z.string().optional(), '(none)', 'its secret access key; a secret'),
  S3_FORCE_PATH_STYLE: v(
    z.enum(['0', '1']).default('0'),
    '`0`',
    '`1` addresses the bucket in the path (`host/bucket/key`: MinIO and most self-hosted stores); `0` as a host name (`bucket.host`: AWS, OSS, COS)',
  ),
  S3_PREFIX: v(
    z
      .string()
      .regex(/^\/?[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*\/?$/, 'folder names of letters, digits, `_`, `-`, `.` joined by `/`')
      .optional(),
    "(none: the bucket's root)",
    "a folder inside the bucket for this deployment's files, e.g. `curio/prod`",
  ),
  WEB_DIST: v(z.string().optional(), '`apps/web/dist`', 'the built web app to serve at `/`'),
  CONSOLE_DIST: v(z.string().optional(), '`apps/console/dist`', 'the built operator console to serve at `/console/`'),
  SEED_DEMO: v(z.enum(['0', '1']).optional(), '`1` unless production', '`1` seeds the demo tenants at start, `0` does not'),
  LOG_LEVEL: v(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    '`info`',
    'pino log level (`silent` to turn logs off)',
  ),
  TRUST_PROXY: v(
    z
      .string()
      .regex(/^(0|1|[0-9a-fA-F.:/]+(,[0-9a-fA-F.:/]+)*)$/, '`0`, `1` or addresses and CIDR ranges separated by commas')
      .default('0'),
    '`0`',
    'behind a load balancer: its addresses or CIDR ranges (`10.0.0.0/8,127.0.0.1`), so that `X-Forwarded-*` are believed from it only; `1` believes any sender (only when nothing else can reach the port)',
  ),
  KYC_TIMEOUT_MS: v(
    z.coerce.number().int().min(10).max(120_000).default(10_000),
    '`10000`',
    'how long a real-name check may take before it fails with 7020075',
  ),
  WALLET_SETTLE_SECONDS: v(
    z.coerce.number().int().min(0).max(604_800).default(60),
    '`60`',
    'the wallet sandbox settles a withdrawal this long after it was made (decision 030)',
  ),
  CHAIN_RPC_URL: v(
    z.string().url().optional(),
    '(the embedded chain in `DATA_DIR/chain`)',
    'an EVM JSON-RPC node for collectibles (decision 009); needs `CHAIN_KEY`',
  ),
  CHAIN_KEY: v(
    z
      .string()
      .regex(/^0x[0-9a-fA-F]{64}$/, 'a 32-byte hex private key (0x...)')
      .optional(),
    'derived from `MASTER_KEY`',
    "the platform's signer key (`0x` + 64 hex): deploys each tenant's contract and sends every move",
  ),
  CHAIN_ID: v(
    z.coerce.number().int().min(1).default(31337),
    '`31337`',
    'the chain id (the embedded chain uses it; a node must answer the same)',
  ),
  CHAIN_WORKER: v(
    z.enum(['0', '1']).default('1'),
    '`1`',
    '`0` stops this process from sending chain jobs (decision 010: with several processes, one or a few send)',
  ),
  WORKER_ID: v(
    z
      .string()
      .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'letters, digits and _.:- (at most 64)')
      .optional(),
    'host, process id and a random part',
    "names this process in the chain jobs' leases. A name its replacement reuses (`web-1`) lets a restarted process take back at once the jobs it held when it died, instead of after the 120 s lease; never give two live processes one name",
  ),
  OPERATOR_TOKEN: v(
    z.string().min(16).optional(),
    'a development key outside production',
    'the operator API key (`Authorization: Bearer ...` on `/api/operator/...`); unset in production turns the operator API off',
  ),
  BENCH_ROUTES: v(
    z.enum(['0', '1']).default('0'),
    '`0`',
    '`1` adds `POST /api/dev/bench/noop` (signed, signed in, does nothing) for the flash-sale bench; refused in production',
  ),
  CONSOLE_PLATFORM_HOSTS: v(
    z.string().optional(),
    '`admin.localhost`',
    "comma-separated hosts of the platform console (platform admins; never a tenant's host)",
  ),
  CONSOLE_2FA_OPTIONAL: v(
    z.enum(['0', '1']).optional(),
    '`1` unless production',
    '`1`: an operator may skip enrolling two-factor; refused in production (decision 036)',
  ),
  CONSOLE_IDLE_MINUTES: v(
    z.coerce.number().int().min(1).max(720).default(30),
    '`30`',
    'a console session ends after this long without a call (and 12 h after sign-in at the latest)',
  ),
  // Outside providers (issue 28, decision 050). Payments and SMS given here serve every tenant that has not saved
  // its own in the console (a single-tenant deployment sets them here); real name is per deployment.
  WECHATPAY_MCH_ID: v(
    z.string().optional(),
    '(none)',
    'WeChat Pay API v3 merchant id; with the other `WECHATPAY_*` it offers WeChat Pay (method 0) to every tenant without its own',
  ),
  WECHATPAY_APP_ID: v(z.string().optional(), '(none)', 'the app id bound to the WeChat Pay merchant'),
  WECHATPAY_CERT_SERIAL: v(z.string().optional(), '(none)', "serial number of the merchant's API certificate"),
  WECHATPAY_PRIVATE_KEY: v(
    z.string().optional(),
    '(none)',
    "the merchant's API private key, PEM (`\\n` for line breaks); a secret",
  ),
  WECHATPAY_API_V3_KEY: v(z.string().optional(), '(none)', 'the 32-character API v3 key (decrypts notices); a secret'),
  WECHATPAY_PLATFORM_PUBLIC_KEY: v(
    z.string().optional(),
    '(none)',
    'the WeChat Pay public key, PEM: verifies answers and notices',
  ),
  WECHATPAY_PLATFORM_PUBLIC_KEY_ID: v(z.string().optional(), '(none)', 'its id (`PUB_KEY_ID_...`)'),
  WECHATPAY_APP_SECRET: v(
    z.string().optional(),
    '(none)',
    "the official account's AppSecret (of `WECHATPAY_APP_ID`): WeChat's web authorization gives a JSAPI payment inside WeChat the buyer's openid; a secret",
  ),
  WECHATPAY_OAUTH_ENDPOINT: v(
    z.string().url().optional(),
    '`https://open.weixin.qq.com`, `https://api.weixin.qq.com`',
    "where WeChat's web authorization goes (a proxy, or a local protocol server in tests)",
  ),
  WECHATPAY_ENDPOINT: v(
    z.string().url().optional(),
    '`https://api.mch.weixin.qq.com`',
    "WeChat Pay's API address (a proxy, or a local protocol server in tests)",
  ),
  ALIPAY_APP_ID: v(
    z.string().optional(),
    '(none)',
    'Alipay app id; with the other `ALIPAY_*` it offers Alipay (method 1) to every tenant without its own',
  ),
  ALIPAY_PRIVATE_KEY: v(z.string().optional(), '(none)', "the app's RSA2 private key, PEM; a secret"),
  ALIPAY_PUBLIC_KEY: v(z.string().optional(), '(none)', "Alipay's public key, PEM: verifies answers and notices"),
  ALIPAY_GATEWAY: v(z.string().url().optional(), '`https://openapi.alipay.com/gateway.do`', "Alipay's gateway"),
  SMS_PROVIDER: v(
    z.enum(['aliyun', 'tencent']).optional(),
    '(none: the sandbox outside production)',
    'the SMS vendor for every tenant without its own: `aliyun` (Alibaba Cloud) or `tencent` (Tencent Cloud)',
  ),
  SMS_ACCESS_KEY_ID: v(z.string().optional(), '(none)', 'its AccessKey id (Alibaba Cloud) or SecretId (Tencent Cloud)'),
  SMS_ACCESS_KEY_SECRET: v(z.string().optional(), '(none)', 'its AccessKey secret or SecretKey; a secret'),
  SMS_SDK_APP_ID: v(z.string().optional(), '(none)', 'Tencent Cloud only: the SMS SdkAppId'),
  SMS_SIGN_NAME: v(z.string().optional(), '(none)', 'the approved sign name'),
  SMS_TEMPLATES: v(
    z.string().optional(),
    '(none)',
    'JSON: the template id per purpose, `{"register":"...","login":"...","resetPassword":"...","resetPayPassword":"...","bankCard":"...","deleteAccount":"..."}`',
  ),
  SMS_REGION: v(z.string().optional(), '`ap-guangzhou`', 'Tencent Cloud only: the region'),
  SMS_ENDPOINT: v(z.string().url().optional(), "the vendor's", "the SMS API's address (a local protocol server in tests)"),
  KYC_PROVIDER: v(
    z.enum(['sandbox', 'aliyun']).optional(),
    '`sandbox` outside production',
    'real name (two-element check): `aliyun` (Alibaba Cloud Id2MetaVerify); production refuses the sandbox',
  ),
  KYC_ACCESS_KEY_ID: v(z.string().optional(), '(none)', 'its AccessKey id'),
  KYC_ACCESS_KEY_SECRET: v(z.string().optional(), '(none)', 'its AccessKey secret; a secret'),
  KYC_ENDPOINT: v(z.string().url().optional(), "the vendor's", "the real-name API's address (a local protocol server in tests)"),
});

/** Every variable, in the order of the schema, with its documentation (README's configuration table). */
export const ENV_DOCS: readonly EnvDoc[] = Object.entries(envSchema.shape).map(([name, schema]) => {
  const doc = docs.get(schema as z.ZodType);
  if (!doc) throw new Error(`config: ${name} has no documentation`);
  return { name, ...doc };
});

/** Variables whose values are secrets: never logged, never answered. */
export const SECRET_ENV = [
  'SIGN_KEY',
  'MASTER_KEY',
  'CHAIN_KEY',
  'OPERATOR_TOKEN',
  'WECHATPAY_PRIVATE_KEY',
  'WECHATPAY_API_V3_KEY',
  'WECHATPAY_APP_SECRET',
  'ALIPAY_PRIVATE_KEY',
  'SMS_ACCESS_KEY_SECRET',
  'KYC_ACCESS_KEY_SECRET',
  'S3_SECRET_ACCESS_KEY',
] as const;

export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

/** Where files live (decision 051): a folder on this machine, or an S3-compatible object store. */
export type StorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      /** None for AWS S3 itself (the SDK derives it from the region). */
      endpoint?: string;
      region: string;
      bucket: string;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
      /** A folder inside the bucket, without slashes at either end; '' for the bucket's root. */
      prefix: string;
    };

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  database: DatabaseConfig;
  /** Where uploaded and generated files live (`FILE_STORAGE`, decision 051). */
  storage: StorageConfig;
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
  /** Whose `X-Forwarded-*` headers are believed: nobody (false), anybody (true), or these addresses and ranges. */
  trustProxy: boolean | string;
  /** PostgreSQL connections this process opens at most. */
  pgPoolMax: number;
  /** Rows a drop's stock is split over (decision 075): 1 on SQLite (one writer: nothing to spread), 16 on PostgreSQL. */
  stockShards: number;
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
  providers: ProvidersConfig;
}

/** A vendor's credentials: its public fields and its secrets (contract VENDOR_FIELDS). */
export interface VendorCredentials {
  fields: Record<string, unknown>;
  secrets: Record<string, string>;
}

/**
 * The deployment's outside providers (issue 28, decision 050). Payment and SMS credentials here serve every
 * tenant that has not saved its own in the console; real name is the deployment's.
 */
export interface ProvidersConfig {
  wechatpay: VendorCredentials | null;
  alipay: VendorCredentials | null;
  sms: ({ vendor: 'aliyun' | 'tencent' } & VendorCredentials) | null;
  kyc: { vendor: 'sandbox' } | { vendor: 'aliyun'; accessKeyId: string; accessKeySecret: string; endpoint?: string };
  /** The payment, SMS, wallet and DID sandboxes run (never in production). */
  sandboxes: boolean;
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
  /** Names this process in the chain jobs' leases (WORKER_ID); null: host, pid and a random part. */
  workerId: string | null;
}

/** PEM from an environment variable: `\\n` escapes become line breaks. */
const pemOf = (value: string | undefined) => value?.replace(/\\n/g, '\n').trim();

/** Parses a vendor's fields and secrets with the contract's schemas; problems are named by variable. */
function vendor(
  name: keyof typeof VENDOR_FIELDS,
  fields: Record<string, unknown>,
  secrets: Record<string, string | undefined>,
  problems: string[],
  prefix: string,
): VendorCredentials | null {
  const f = VENDOR_FIELDS[name].fields.safeParse(fields);
  const sec = VENDOR_FIELDS[name].secrets.safeParse(secrets);
  for (const issue of [...(f.error?.issues ?? []), ...(sec.error?.issues ?? [])]) {
    problems.push(`${prefix}: ${issue.path.join('.') || 'value'} ${issue.message}`);
  }
  return f.success && sec.success ? { fields: f.data, secrets: sec.data as Record<string, string> } : null;
}

function providersOf(e: z.infer<typeof envSchema>, problems: string[]): ProvidersConfig {
  const given = (...names: (keyof typeof e)[]) => names.some((n) => e[n] !== undefined && e[n] !== '');
  const wechatpay = given('WECHATPAY_MCH_ID', 'WECHATPAY_PRIVATE_KEY', 'WECHATPAY_API_V3_KEY')
    ? vendor(
        'wechatpay',
        {
          mchId: e.WECHATPAY_MCH_ID,
          appId: e.WECHATPAY_APP_ID,
          certSerial: e.WECHATPAY_CERT_SERIAL,
          platformPublicKeyId: e.WECHATPAY_PLATFORM_PUBLIC_KEY_ID,
          platformPublicKey: pemOf(e.WECHATPAY_PLATFORM_PUBLIC_KEY),
          endpoint: e.WECHATPAY_ENDPOINT,
          oauthEndpoint: e.WECHATPAY_OAUTH_ENDPOINT,
        },
        { privateKey: pemOf(e.WECHATPAY_PRIVATE_KEY), apiV3Key: e.WECHATPAY_API_V3_KEY, appSecret: e.WECHATPAY_APP_SECRET },
        problems,
        'WECHATPAY_*',
      )
    : null;
  const alipay = given('ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY')
    ? vendor(
        'alipay',
        { appId: e.ALIPAY_APP_ID, alipayPublicKey: pemOf(e.ALIPAY_PUBLIC_KEY), gateway: e.ALIPAY_GATEWAY },
        { privateKey: pemOf(e.ALIPAY_PRIVATE_KEY) },
        problems,
        'ALIPAY_*',
      )
    : null;
  let sms: ProvidersConfig['sms'] = null;
  if (e.SMS_PROVIDER) {
    let templates: unknown = undefined;
    try {
      templates = e.SMS_TEMPLATES ? JSON.parse(e.SMS_TEMPLATES) : undefined;
    } catch {
      problems.push(`SMS_TEMPLATES: not JSON (a template id per purpose: ${SMS_PURPOSES.join(', ')})`);
    }
    const common = { signName: e.SMS_SIGN_NAME, templates, endpoint: e.SMS_ENDPOINT };
    const creds =
      e.SMS_PROVIDER === 'aliyun'
        ? vendor(
            'aliyun',
            { ...common, accessKeyId: e.SMS_ACCESS_KEY_ID },
            { accessKeySecret: e.SMS_ACCESS_KEY_SECRET },
            problems,
            'SMS_*',
          )
        : vendor(
            'tencent',
            { ...common, secretId: e.SMS_ACCESS_KEY_ID, sdkAppId: e.SMS_SDK_APP_ID, region: e.SMS_REGION },
            { secretKey: e.SMS_ACCESS_KEY_SECRET },
            problems,
            'SMS_*',
          );
    sms = creds ? { vendor: e.SMS_PROVIDER, ...creds } : null;
  }
  const production = e.NODE_ENV === 'production';
  let kyc: ProvidersConfig['kyc'] = { vendor: 'sandbox' };
  if (e.KYC_PROVIDER === 'aliyun') {
    if (!e.KYC_ACCESS_KEY_ID || !e.KYC_ACCESS_KEY_SECRET)
      problems.push('KYC_ACCESS_KEY_ID and KYC_ACCESS_KEY_SECRET must be set when KYC_PROVIDER=aliyun');
    else
      kyc = {
        vendor: 'aliyun',
        accessKeyId: e.KYC_ACCESS_KEY_ID,
        accessKeySecret: e.KYC_ACCESS_KEY_SECRET,
        endpoint: e.KYC_ENDPOINT,
      };
  }
  return { wechatpay, alipay, sms, kyc, sandboxes: !production };
}

/** Where files live (decision 051); with `FILE_STORAGE=s3` each missing setting is a problem, named. */
function storageOf(e: z.infer<typeof envSchema>, dataDir: string, problems: string[]): StorageConfig {
  if (e.FILE_STORAGE === 'local') return { kind: 'local', dir: path.join(dataDir, 'files') };
  const required = ['S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const missing = required.filter((n) => !e[n]);
  for (const n of missing) problems.push(`${n} must be set when FILE_STORAGE=s3`);
  if (e.NODE_ENV === 'production') {
    for (const n of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (e[n] && PLACEHOLDER.test(e[n])) problems.push(`${n} is a placeholder value`);
    }
  }
  return {
    kind: 's3',
    ...(e.S3_ENDPOINT ? { endpoint: e.S3_ENDPOINT } : {}),
    region: e.S3_REGION ?? '',
    bucket: e.S3_BUCKET ?? '',
    accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
    forcePathStyle: e.S3_FORCE_PATH_STYLE === '1',
    prefix: (e.S3_PREFIX ?? '').replace(/^\/+|\/+$/g, ''),
  };
}

/** Development values of the keys: production refuses them (and anything shorter than 32 characters). */
export const DEVELOPMENT_KEYS: readonly string[] = [
  'curio-dev-sign-key',
  'curio-dev-master-key-0123456789',
  'curio-dev-operator-token',
];
/** The placeholders of `.env.production.example`: production refuses a value that still holds one. */
const PLACEHOLDER = /change-?me|placeholder|example|<.*>/i;

/** Problems with the keys in production (decision 050): each named, none of their values shown. */
function productionKeyProblems(e: z.infer<typeof envSchema>): string[] {
  const problems: string[] = [];
  for (const name of ['SIGN_KEY', 'MASTER_KEY'] as const) {
    const value = e[name];
    if (!value) problems.push(`${name} is missing`);
    else if (DEVELOPMENT_KEYS.includes(value) || PLACEHOLDER.test(value))
      problems.push(`${name} is a development or placeholder value`);
    else if (value.length < 32) problems.push(`${name} is shorter than 32 characters`);
  }
  if (e.SIGN_KEY && e.MASTER_KEY && e.SIGN_KEY === e.MASTER_KEY) problems.push('SIGN_KEY and MASTER_KEY are the same value');
  if (e.OPERATOR_TOKEN && (DEVELOPMENT_KEYS.includes(e.OPERATOR_TOKEN) || e.OPERATOR_TOKEN.length < 32)) {
    problems.push('OPERATOR_TOKEN is a development value or shorter than 32 characters');
  }
  if (e.BENCH_ROUTES === '1') problems.push('BENCH_ROUTES=1 is refused');
  if (e.CONSOLE_2FA_OPTIONAL === '1') problems.push('CONSOLE_2FA_OPTIONAL=1 is refused');
  if (e.SEED_DEMO === '1') problems.push('SEED_DEMO=1 is refused (the demo seed has development accounts)');
  if ((e.KYC_PROVIDER ?? 'sandbox') === 'sandbox')
    problems.push('KYC_PROVIDER is the sandbox: set KYC_PROVIDER=aliyun and its keys');
  return problems;
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
  const problems: string[] = e.NODE_ENV === 'production' ? productionKeyProblems(e) : [];
  if (e.CHAIN_RPC_URL && !e.CHAIN_KEY) problems.push('CHAIN_KEY must be set when CHAIN_RPC_URL is');
  const providers = providersOf(e, problems);
  const storage = storageOf(e, dataDir, problems);
  if (problems.length > 0) {
    throw new ConfigError(problems);
  }
  const masterKey = e.MASTER_KEY ?? (e.NODE_ENV === 'test' ? randomBytes(32).toString('hex') : 'curio-dev-master-key-0123456789');
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    database,
    storage,
    // Development defaults are fixed so that a restart keeps sessions and signed pages valid.
    signKey: e.SIGN_KEY ?? 'curio-dev-sign-key',
    masterKey,
    sharedState: e.SHARED_STATE ?? (database.kind === 'postgres' ? 'database' : 'memory'),
    uploadMaxMb: e.UPLOAD_MAX_MB,
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname ?? '.', '../../web/dist')),
    consoleDist: path.resolve(e.CONSOLE_DIST ?? path.join(import.meta.dirname ?? '.', '../../console/dist')),
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === '1' : e.NODE_ENV !== 'production',
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === '0' ? false : e.TRUST_PROXY === '1' ? true : e.TRUST_PROXY,
    pgPoolMax: e.PG_POOL_MAX,
    stockShards: e.STOCK_SHARDS ?? (database.kind === 'postgres' ? 16 : 1),
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
      workerId: e.WORKER_ID ?? null,
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
    providers,
  };
}

/** The configuration cannot run: each problem named (a production start refuses with all of them). */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(readonly problems: readonly string[]) {
    super(`Refusing to start:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}
