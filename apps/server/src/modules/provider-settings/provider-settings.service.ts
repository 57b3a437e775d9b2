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

/** A provider error as the console shows it: the vendor's code, never a secret (messages are cut short). */
const errorText = (err: unknown) => {
  const e = err as { code?: unknown; message?: unknown };
  const code =
    typeof e?.code === 'string'
      ? e.code
      : typeof (e as { providerCode?: unknown })?.providerCode === 'string'
        ? String((e as { providerCode: string }).providerCode)
        : '';
  const message = typeof e?.message === 'string' ? e.message.slice(0, 160) : 'error';
  return code ? `${code}: ${message}` : message;
};

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

  async forTenant(tenantId: number): Promise<TenantCredentials[]> {
    const rows = await this.repo.ofTenant(tenantId);
    const out: TenantCredentials[] = [];
    for (const r of rows) {
      try {
        out.push({
          kind: r.kind,
          vendor: r.vendor,
          fields: JSON.parse(r.fields) as Record<string, unknown>,
          secrets: JSON.parse(
            this.keyring.open('provider-credentials', r.secrets, context(tenantId, r.kind, r.vendor)).toString('utf8'),
          ) as Record<string, string>,
          updatedAt: Number(r.updated_at),
        });
      } catch {
        // A row that does not open (MASTER_KEY changed): the tenant falls back to the deployment's provider.
        this.log.error({ tenantId, kind: r.kind, vendor: r.vendor }, 'provider credentials do not open');
      }
    }
    return out;
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
    const rows = await this.repo.ofTenant(tenantId);
    const health = await this.repo.health(tenantId);
    const healthOf = (kind: string, vendor: string, row?: ProviderSettingsRow) => {
      if (row)
        return {
          at: row.health_at === null ? null : Number(row.health_at),
          ok: row.health_ok === null ? null : row.health_ok === 1,
          error: row.health_error,
        };
      const h = health.find((x) => x.kind === kind && x.vendor === vendor);
      return h ? { at: Number(h.checked_at), ok: h.ok === 1, error: h.error } : { at: null, ok: null, error: null };
    };
    const out: ConsoleProvider[] = [];
    // Which secrets are set: the names of those actually saved (or given by the environment), never their values.
    const own = await this.forTenant(tenantId);
    const setOf = (secrets: Record<string, string | undefined> | undefined) =>
      Object.entries(secrets ?? {})
        .filter(([, value]) => typeof value === 'string' && value !== '')
        .map(([name]) => name);
    const ownSecrets = (kind: 'pay' | 'sms', vendor: string) => own.find((o) => o.kind === kind && o.vendor === vendor)?.secrets;
    for (const p of await providers.directory.payments(tenantId)) {
      const row = rows.find((r) => r.kind === 'pay' && r.vendor === p.provider.name);
      const env = p.source === 'environment' ? this.config.providers[p.provider.name as 'wechatpay' | 'alipay'] : null;
      out.push({
        kind: 'pay',
        vendor: p.provider.name as ConsoleProvider['vendor'],
        source: p.source,
        fields: row ? (JSON.parse(row.fields) as Record<string, unknown>) : (env?.fields ?? {}),
        secretsSet: setOf(row ? ownSecrets('pay', p.provider.name) : env?.secrets),
        methods: [...p.provider.methods],
        health: healthOf('pay', p.provider.name, row),
        updatedAt: row ? Number(row.updated_at) : null,
      });
    }
    // The tenant's saved vendors that are not serving (e.g. failed to build) still show.
    const notServing = rows.filter((r) => r.kind === 'pay' && !out.some((o) => o.kind === 'pay' && o.vendor === r.vendor));
    for (const row of notServing) {
      out.push({
        kind: 'pay',
        vendor: row.vendor as ConsoleProvider['vendor'],
        source: 'tenant',
        fields: JSON.parse(row.fields) as Record<string, unknown>,
        secretsSet: setOf(ownSecrets('pay', row.vendor)),
        methods: [],
        health: healthOf('pay', row.vendor, row),
        updatedAt: Number(row.updated_at),
      });
    }
    if (!out.some((o) => o.kind === 'pay')) {
      out.push({
        kind: 'pay',
        vendor: 'none',
        source: 'none',
        fields: {},
        secretsSet: [],
        methods: [],
        health: healthOf('pay', 'none'),
        updatedAt: null,
      });
    }
    const sms = await providers.directory.sms(tenantId);
    const smsRow = rows.find((r) => r.kind === 'sms');
    out.push({
      kind: 'sms',
      vendor: (sms?.vendor ?? 'none') as ConsoleProvider['vendor'],
      source: sms?.source ?? 'none',
      fields: smsRow
        ? (JSON.parse(smsRow.fields) as Record<string, unknown>)
        : sms?.source === 'environment'
          ? (this.config.providers.sms?.fields ?? {})
          : {},
      secretsSet: setOf(
        smsRow
          ? ownSecrets('sms', smsRow.vendor)
          : sms?.source === 'environment'
            ? this.config.providers.sms?.secrets
            : undefined,
      ),
      methods: [],
      health: healthOf('sms', sms?.vendor ?? 'none', smsRow),
      updatedAt: smsRow ? Number(smsRow.updated_at) : null,
    });
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
    out.push(
      this.deploymentOnly(
        'wallet',
        providers.wallet ? 'sandbox' : 'none',
        [PayMethod.LIANLIAN],
        healthOf('wallet', providers.wallet ? 'sandbox' : 'none'),
      ),
    );
    out.push(
      this.deploymentOnly('did', providers.did ? 'sandbox' : 'none', [], healthOf('did', providers.did ? 'sandbox' : 'none')),
    );
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
        await this.check(id, d.kind, d.vendor);
        checked += 1;
      }
    }
    return checked;
  }

  /** Runs one provider's health check (a cheap signed call) and records the answer. */
  async check(tenantId: number, kind: ProviderKind, vendor: string): Promise<ConsoleProvider> {
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
    return (await this.list(tenantId)).find((p) => p.kind === kind && p.vendor === vendor)!;
  }
}
