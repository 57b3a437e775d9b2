import {
  ErrorCode,
  PayMethod,
  TENANT_VENDORS,
  VENDOR_FIELDS,
  type ConfigurableVendor,
  type ConsoleProvider,
  type ProviderKind,
  type TenantProviderKind,
} from '@curio/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import type { AuditRecorder } from '../../http/request-context';
import type { CredentialSource, Providers, TenantCredentials } from '../../providers/index';
import type { Keyring } from '../../secrets/keyring';
import { ProviderSettingsRepository, type ProviderSettingsRow } from './provider-settings.repository';

const context = (tenantId: number, kind: string, vendor: string) => `provider_settings:${tenantId}:${kind}:${vendor}`;

/** A provider error as the console shows it: the vendor's code and our adapter's text (never a secret), cut short. */
function errorText(err: unknown): string {
  const e = (typeof err === 'object' && err !== null ? err : {}) as { code?: unknown; providerCode?: unknown; message?: unknown };
  const code = [e.code, e.providerCode].find((c): c is string => typeof c === 'string' && c !== '');
  const message = typeof e.message === 'string' ? e.message.slice(0, 160) : 'error';
  return code ? `${code}: ${message}` : message;
}

/** The names of the secrets that are set (never their values). */
const secretNames = (secrets: Record<string, string | undefined> | undefined) =>
  Object.entries(secrets ?? {})
    .filter(([, value]) => typeof value === 'string' && value !== '')
    .map(([name]) => name);

/**
 * The tenants' own provider credentials (issue 28, decision 050): the console saves them (public fields in
 * clear, secrets sealed with the keyring, bound to the row), never answers a secret, and audits every write
 * without its secrets. It is also the `CredentialSource` the provider directory builds adapters from.
 */
export class ProviderSettingsService implements CredentialSource {
  private readonly repo: ProviderSettingsRepository;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly keyring: Keyring,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly config: Config,
  ) {
    this.repo = new ProviderSettingsRepository(db);
  }

  /** Set once the providers are built (they read credentials through this service). */
  providers: Providers | null = null;

  /** The tenant's saved rows, each with its credentials opened (null: it does not open, MASTER_KEY changed). */
  private async read(tenantId: number): Promise<{ row: ProviderSettingsRow; credentials: TenantCredentials | null }[]> {
    return (await this.repo.ofTenant(tenantId)).map((row) => {
      try {
        const secrets = this.keyring.open('provider-credentials', row.secrets, context(tenantId, row.kind, row.vendor));
        return {
          row,
          credentials: {
            kind: row.kind,
            vendor: row.vendor,
            fields: JSON.parse(row.fields) as Record<string, unknown>,
            secrets: JSON.parse(secrets.toString('utf8')) as Record<string, string>,
            updatedAt: Number(row.updated_at),
          },
        };
      } catch {
        // The tenant falls back to the deployment's provider; the console still shows the row, to be saved again.
        this.log.error({ tenantId, kind: row.kind, vendor: row.vendor }, 'provider credentials do not open');
        return { row, credentials: null };
      }
    });
  }

  async forTenant(tenantId: number): Promise<TenantCredentials[]> {
    return (await this.read(tenantId)).flatMap((r) => (r.credentials ? [r.credentials] : []));
  }

  async save(
    tenantId: number,
    kind: TenantProviderKind,
    vendor: ConfigurableVendor,
    body: { fields: Record<string, unknown>; secrets: Record<string, string> },
    operatorId: number | null,
    audit: AuditRecorder,
  ): Promise<ConsoleProvider> {
    if (!(TENANT_VENDORS[kind] as readonly string[]).includes(vendor))
      throw new AppError(ErrorCode.VALIDATION_FAILED, { field: 'vendor' });
    const schema = VENDOR_FIELDS[vendor];
    const fields = schema.fields.safeParse(body.fields);
    if (!fields.success)
      throw new AppError(ErrorCode.VALIDATION_FAILED, { field: fields.error.issues[0]?.path.join('.') ?? 'fields' });
    await this.db.transaction().execute(async (trx) => {
      const old = await this.repo.one(trx, tenantId, kind, vendor);
      // Write-only secrets: a secret left out keeps the saved one.
      const kept = old
        ? (JSON.parse(
            this.keyring.open('provider-credentials', old.secrets, context(tenantId, kind, vendor)).toString('utf8'),
          ) as Record<string, string>)
        : {};
      const given = Object.fromEntries(Object.entries(body.secrets).filter(([, value]) => value !== ''));
      const secrets = schema.secrets.safeParse({ ...kept, ...given });
      if (!secrets.success)
        throw new AppError(ErrorCode.VALIDATION_FAILED, { field: secrets.error.issues[0]?.path.join('.') ?? 'secrets' });
      const now = this.clock();
      await this.repo.upsert(trx, {
        tenant_id: tenantId,
        kind,
        vendor,
        fields: JSON.stringify(fields.data),
        secrets: this.keyring.seal('provider-credentials', JSON.stringify(secrets.data), context(tenantId, kind, vendor)),
        updated_at: now,
        updated_by: operatorId,
      });
      if (kind === 'sms') await this.repo.removeOthers(trx, tenantId, kind, vendor);
      await audit(trx, {
        action: 'provider.save',
        targetType: 'provider',
        targetId: `${kind}:${vendor}`,
        before: old ? { fields: JSON.parse(old.fields) as unknown, secretsSet: Object.keys(kept) } : null,
        after: { fields: fields.data, secretsSet: Object.keys(secrets.data), secretsChanged: Object.keys(given) },
      });
    });
    this.providers?.directory.forget(tenantId);
    return (await this.list(tenantId)).find((p) => p.kind === kind && p.vendor === vendor)!;
  }

  async remove(tenantId: number, kind: TenantProviderKind, vendor: string, audit: AuditRecorder): Promise<{ removed: boolean }> {
    const removed = await this.db.transaction().execute(async (trx) => {
      const old = await this.repo.one(trx, tenantId, kind, vendor);
      if (!old) return false;
      await this.repo.remove(trx, tenantId, kind, vendor);
      await audit(trx, {
        action: 'provider.remove',
        targetType: 'provider',
        targetId: `${kind}:${vendor}`,
        before: { fields: JSON.parse(old.fields) as unknown },
        after: null,
      });
      return true;
    });
    this.providers?.directory.forget(tenantId);
    return { removed };
  }

  /** Every provider of the tenant, with where it comes from and its last health check; never a secret. */
  async list(tenantId: number): Promise<ConsoleProvider[]> {
    const providers = this.providers!;
    const saved = await this.read(tenantId);
    const health = await this.repo.health(tenantId);
    const healthOf = (kind: string, vendor: string): ConsoleProvider['health'] => {
      const h = health.find((x) => x.kind === kind && x.vendor === vendor);
      return h ? { at: Number(h.checked_at), ok: h.ok === 1, error: h.error } : { at: null, ok: null, error: null };
    };
    const own = (kind: 'pay' | 'sms', vendor?: string) =>
      saved.find((s) => s.row.kind === kind && (!vendor || s.row.vendor === vendor));
    /** A vendor as it serves: the tenant's saved row, else the deployment's credentials. */
    const entry = (
      kind: 'pay' | 'sms',
      vendor: string,
      source: ConsoleProvider['source'],
      env: { fields: Record<string, unknown>; secrets: Record<string, string> } | null | undefined,
      methods: number[],
    ): ConsoleProvider => {
      const mine = own(kind, vendor);
      return {
        kind,
        vendor: vendor as ConsoleProvider['vendor'],
        source,
        fields: mine ? (JSON.parse(mine.row.fields) as Record<string, unknown>) : (env?.fields ?? {}),
        secretsSet: secretNames(mine ? mine.credentials?.secrets : env?.secrets),
        methods,
        health: healthOf(kind, vendor),
        updatedAt: mine ? Number(mine.row.updated_at) : null,
      };
    };
    const out: ConsoleProvider[] = [];
    for (const p of await providers.directory.payments(tenantId)) {
      const env = p.source === 'environment' ? this.config.providers[p.provider.name as 'wechatpay' | 'alipay'] : null;
      out.push(entry('pay', p.provider.name, p.source, env, [...p.provider.methods]));
    }
    // The tenant's saved vendors that are not serving (their credentials do not open) still show.
    for (const s of saved.filter((x) => x.row.kind === 'pay' && !out.some((o) => o.vendor === x.row.vendor))) {
      out.push(entry('pay', s.row.vendor, 'tenant', null, []));
    }
    if (out.length === 0) out.push(this.deploymentOnly('pay', 'none', [], healthOf('pay', 'none')));
    const sms = await providers.directory.sms(tenantId);
    out.push(
      sms
        ? entry('sms', sms.vendor, sms.source, sms.source === 'environment' ? this.config.providers.sms : null, [])
        : this.deploymentOnly('sms', 'none', [], healthOf('sms', 'none')),
    );
    const kyc = this.config.providers.kyc;
    out.push({
      kind: 'kyc',
      vendor: kyc.vendor,
      source: kyc.vendor === 'sandbox' ? 'sandbox' : 'environment',
      fields:
        kyc.vendor === 'aliyun' ? { accessKeyId: kyc.accessKeyId, ...(kyc.endpoint ? { endpoint: kyc.endpoint } : {}) } : {},
      secretsSet: kyc.vendor === 'aliyun' ? ['accessKeySecret'] : [],
      methods: [],
      health: healthOf('kyc', kyc.vendor),
      updatedAt: null,
    });
    const wallet = providers.wallet ? 'sandbox' : 'none';
    out.push(this.deploymentOnly('wallet', wallet, [PayMethod.LIANLIAN], healthOf('wallet', wallet)));
    const did = providers.did ? 'sandbox' : 'none';
    out.push(this.deploymentOnly('did', did, [], healthOf('did', did)));
    return out;
  }

  private deploymentOnly(
    kind: ProviderKind,
    vendor: 'sandbox' | 'none',
    methods: number[],
    health: ConsoleProvider['health'],
  ): ConsoleProvider {
    return {
      kind,
      vendor,
      source: vendor,
      fields: {},
      secretsSet: [],
      methods: vendor === 'none' ? [] : methods,
      health,
      updatedAt: null,
    };
  }

  private nextScanAt = 0;

  /**
   * The scheduled health checks (a job, every second in every process): at most once a minute per process, each
   * real provider of each tenant whose last check is older than `everyMs` is checked — claimed first, so once
   * whatever the number of processes. Sandboxes are not checked. Answers how many were checked.
   */
  async checkDue(tenants: () => Promise<{ id: number }[]>, everyMs = 600_000): Promise<number> {
    const now = this.clock();
    if (now < this.nextScanAt) return 0;
    this.nextScanAt = now + 60_000;
    const providers = this.providers!;
    let checked = 0;
    for (const { id } of await tenants()) {
      const due: { kind: ProviderKind; vendor: string }[] = [];
      for (const p of await providers.directory.payments(id))
        if (p.source !== 'sandbox') due.push({ kind: 'pay', vendor: p.provider.name });
      const sms = await providers.directory.sms(id);
      if (sms && sms.source !== 'sandbox') due.push({ kind: 'sms', vendor: sms.vendor });
      if (this.config.providers.kyc.vendor !== 'sandbox') due.push({ kind: 'kyc', vendor: this.config.providers.kyc.vendor });
      for (const d of due) {
        if (!(await this.repo.claimHealth(id, d.kind, d.vendor, now, everyMs))) continue;
        await this.probe(id, d.kind, d.vendor);
        checked += 1;
      }
    }
    return checked;
  }

  /** The console's "Check now": runs the health check and answers the provider as the list shows it. */
  async check(tenantId: number, kind: ProviderKind, vendor: string): Promise<ConsoleProvider> {
    await this.probe(tenantId, kind, vendor);
    return (await this.list(tenantId)).find((p) => p.kind === kind && p.vendor === vendor)!;
  }

  /** Runs one provider's health check (a cheap signed call) and records the answer. */
  private async probe(tenantId: number, kind: ProviderKind, vendor: string): Promise<void> {
    const providers = this.providers!;
    let probe: (() => Promise<void>) | null = null;
    if (kind === 'pay') {
      const p = await providers.directory.paymentNamed(tenantId, vendor);
      if (p) probe = () => p.health();
    } else if (kind === 'sms') {
      const s = await providers.directory.sms(tenantId);
      if (s && s.vendor === vendor) probe = () => (s.provider.health ? s.provider.health() : Promise.resolve());
    } else if (kind === 'kyc') {
      if (this.config.providers.kyc.vendor === vendor)
        probe = () => (providers.kyc.health ? providers.kyc.health() : Promise.resolve());
    } else if (vendor === 'sandbox' && ((kind === 'wallet' && providers.wallet) || (kind === 'did' && providers.did))) {
      probe = () => Promise.resolve();
    }
    if (!probe) throw new AppError(ErrorCode.NOT_FOUND);
    let ok = true;
    let error: string | null = null;
    try {
      await probe();
    } catch (err) {
      ok = false;
      error = errorText(err);
      this.log.warn({ tenantId, kind, vendor, error }, 'provider health check failed');
    }
    await this.repo.recordHealth(tenantId, kind, vendor, this.clock(), ok, error);
  }
}
