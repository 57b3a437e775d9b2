import { formatDateTime } from '../../../lib/format';
import type { PageProps } from '../../page';
import { Cell, CellGroup } from '../../../features/identity/components/cells';
import { WALLET_PATHS } from '../../../features/wallet/paths';
import { useWalletTexts } from '../../../features/wallet/texts';
import { WalletGate } from '../../../features/wallet/components/wallet-gate';
import '../../../features/identity/account.css';
import '../../../features/wallet/wallet.css';

/** Spec: /pages/account/wallet/lianlianModule/settings/index: the wallet password and cards. */
export default function WalletSettingsPage(_: PageProps) {
  const { t, lang } = useWalletTexts();
  return (
    <WalletGate>
      {(w) => {
        const locked = w.passwordLockedUntil !== null && w.passwordLockedUntil > w.serverTime;
        return (
          <main className="wallet-page" data-testid="wallet-settings">
            <CellGroup title={t('wallet.settings.password')}>
              {w.passwordSet ? (
                <Cell label={t('wallet.settings.change')} to={WALLET_PATHS.settingsEdit} testId="wallet-settings-edit" />
              ) : (
                <Cell label={t('wallet.password.setNow')} to={WALLET_PATHS.openDetail} tone="todo" testId="wallet-settings-set" />
              )}
              <Cell
                label={t('wallet.settings.forgot')}
                to={WALLET_PATHS.settingsRetrieve}
                value={
                  locked
                    ? t('wallet.password.lockedUntil', { time: formatDateTime(w.passwordLockedUntil ?? 0, lang) })
                    : undefined
                }
                tone={locked ? 'todo' : undefined}
                testId="wallet-settings-retrieve"
              />
            </CellGroup>
            <CellGroup title={t('wallet.settings.account')}>
              <Cell
                label={t('wallet.card.title')}
                value={t('wallet.card.count', { count: w.bankCardCount })}
                to={WALLET_PATHS.cards}
                testId="wallet-settings-cards"
              />
              <Cell label={t('wallet.detail.link')} to={WALLET_PATHS.detail} testId="wallet-settings-detail" />
            </CellGroup>
            <p className="wallet-note">{t('wallet.settings.lockRule', { count: 5, minutes: 30 })}</p>
          </main>
        );
      }}
    </WalletGate>
  );
}
