import '../utility.css';
import { APP_VERSION, APP_VERSION_CODE } from '@curio/contract/client';
import { useCallback, useEffect, useId, useState } from 'react';
import { confirm } from '../../../components/shell/confirm';
import { toast } from '../../../components/shell/feedback';
import { copyWithToast } from '../../../lib/clipboard';
import { deviceId, initDeviceId } from '../../../lib/device';
import { secureStorage } from '../../../lib/secure-storage';
import { useSession } from '../../../lib/session';
import { useTenant } from '../../../lib/tenant/tenant-store';
import { useUtilityTexts } from '../texts';
import { timeLeft } from '../url-rules';

/** The secureStorage name of the signed-in session (lib/session.ts persists under it). */
const SESSION_KEY = 'session';

function Row({ label, value, copyLabel, testId }: { label: string; value: string; copyLabel?: string; testId?: string }) {
  const { t } = useUtilityTexts();
  return (
    <div className="utility-diag__row">
      <dt>{label}</dt>
      <dd>
        <span data-testid={testId}>{value}</span>
        {copyLabel ? (
          <button
            type="button"
            className="utility-button utility-button--small"
            aria-label={t('utility.crypto.copyValue', { what: copyLabel })}
            onClick={() => void copyWithToast(value, t('utility.crypto.copied'))}
          >
            {t('utility.crypto.copy')}
          </button>
        ) : null}
      </dd>
    </div>
  );
}

/**
 * The device's diagnostics for support (issue 20): app version, device id, tenant, the encrypted local
 * entries with their time left (clear one or all, confirmed; the session's entry signs out), and a text
 * encrypted or decrypted with the device's storage key.
 */
export function Diagnostics() {
  const { t } = useUtilityTexts();
  const info = useTenant((s) => s.info);
  const [device, setDevice] = useState(deviceId());
  const [entries, setEntries] = useState<{ key: string; expiresAt: number }[] | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [input, setInput] = useState('');
  const [output, setOutput] = useState('');
  const inputId = useId();
  const outputId = useId();

  const refresh = useCallback(async () => {
    setDevice(await initDeviceId());
    setEntries(await secureStorage.list());
    setNow(Date.now());
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);

  const clearOne = async (key: string) => {
    const ok = await confirm({
      content: t(key === SESSION_KEY ? 'utility.crypto.clearSessionConfirm' : 'utility.crypto.clearConfirm', { key }),
      confirmText: t('utility.crypto.confirm'),
      cancelText: t('utility.crypto.cancel'),
      danger: true,
    });
    if (!ok) return;
    if (key === SESSION_KEY) useSession.getState().signOut();
    secureStorage.remove(key);
    toast(t('utility.crypto.cleared'));
    await refresh();
  };

  const clearAll = async () => {
    const ok = await confirm({
      content: t('utility.crypto.clearAllConfirm'),
      confirmText: t('utility.crypto.confirm'),
      cancelText: t('utility.crypto.cancel'),
      danger: true,
    });
    if (!ok) return;
    useSession.getState().signOut();
    secureStorage.clear();
    toast(t('utility.crypto.cleared'));
    await refresh();
  };

  const encrypt = async () => setOutput(await secureStorage.encryptText(input));
  const decrypt = async () => {
    const plain = await secureStorage.decryptText(input);
    if (plain === undefined) toast(t('utility.crypto.decryptFailed'));
    else setOutput(plain);
  };

  return (
    <div className="utility-diag" data-testid="crypto">
      <section className="utility-card" aria-labelledby="diag-app">
        <h2 id="diag-app">{t('utility.crypto.app')}</h2>
        <dl>
          <Row label={t('utility.crypto.version')} value={APP_VERSION} testId="crypto-version" />
          <Row label={t('utility.crypto.versionCode')} value={String(APP_VERSION_CODE)} />
          <Row label={t('utility.crypto.device')} value={device} copyLabel={t('utility.crypto.device')} testId="crypto-device" />
        </dl>
      </section>
      <section className="utility-card" aria-labelledby="diag-tenant">
        <h2 id="diag-tenant">{t('utility.crypto.tenant')}</h2>
        <dl>
          <Row label={t('utility.crypto.tenantId')} value={info ? String(info.tenantId) : '—'} testId="crypto-tenant-id" />
          <Row label={t('utility.crypto.tenantName')} value={info?.platformName ?? '—'} />
          <Row label={t('utility.crypto.tenantHost')} value={typeof window === 'undefined' ? '' : window.location.host} />
        </dl>
      </section>
      <section className="utility-card" aria-labelledby="diag-entries">
        <div className="utility-card__head">
          <h2 id="diag-entries">{t('utility.crypto.entries')}</h2>
          <button
            type="button"
            className="utility-button utility-button--danger"
            onClick={() => void clearAll()}
            disabled={!entries || entries.length === 0}
            data-testid="crypto-clear-all"
          >
            {t('utility.crypto.clearAll')}
          </button>
        </div>
        <p className="utility-card__hint">{t('utility.crypto.entriesHint')}</p>
        {entries && entries.length === 0 ? <p>{t('utility.crypto.entriesEmpty')}</p> : null}
        <ul className="utility-entries">
          {(entries ?? []).map((e) => (
            <li key={e.key} className="utility-entry" data-testid="crypto-entry" data-key={e.key}>
              <span className="utility-entry__key">{e.key}</span>
              <span className="utility-entry__left">{t('utility.crypto.expiresIn', timeLeft(e.expiresAt, now))}</span>
              <button
                type="button"
                className="utility-button utility-button--small"
                aria-label={t('utility.crypto.clearLabel', { key: e.key })}
                onClick={() => void clearOne(e.key)}
              >
                {t('utility.crypto.clear')}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section className="utility-card" aria-labelledby="diag-cipher">
        <h2 id="diag-cipher">{t('utility.crypto.cipher')}</h2>
        <p className="utility-card__hint">{t('utility.crypto.cipherHint')}</p>
        <label className="utility-field" htmlFor={inputId}>
          {t('utility.crypto.input')}
        </label>
        <textarea
          id={inputId}
          className="utility-textarea"
          value={input}
          onChange={(e) => setInput(e.target.value)}
          rows={3}
          data-testid="crypto-input"
        />
        <div className="utility-actions">
          <button type="button" className="utility-button" onClick={() => void encrypt()} data-testid="crypto-encrypt">
            {t('utility.crypto.encrypt')}
          </button>
          <button type="button" className="utility-button" onClick={() => void decrypt()} data-testid="crypto-decrypt">
            {t('utility.crypto.decrypt')}
          </button>
          <button
            type="button"
            className="utility-button utility-button--ghost"
            aria-label={t('utility.crypto.copyValue', { what: t('utility.crypto.input') })}
            onClick={() => void copyWithToast(input, t('utility.crypto.copied'))}
          >
            {t('utility.crypto.copy')}
          </button>
        </div>
        <label className="utility-field" htmlFor={outputId}>
          {t('utility.crypto.output')}
        </label>
        <textarea id={outputId} className="utility-textarea" value={output} readOnly rows={3} data-testid="crypto-output" />
        <div className="utility-actions">
          <button
            type="button"
            className="utility-button utility-button--ghost"
            aria-label={t('utility.crypto.copyValue', { what: t('utility.crypto.output') })}
            onClick={() => void copyWithToast(output, t('utility.crypto.copied'))}
            disabled={output === ''}
          >
            {t('utility.crypto.copy')}
          </button>
          <button
            type="button"
            className="utility-button utility-button--ghost"
            onClick={() => setInput(output)}
            disabled={output === ''}
            data-testid="crypto-use-output"
          >
            {t('utility.crypto.useOutput')}
          </button>
        </div>
      </section>
    </div>
  );
}
