import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PrimaryButton, StatusView } from '../../../components/shell/status-view';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { WALLET_PATHS } from '../paths';
import { useWalletTexts } from '../texts';
import { useWallet, type Wallet } from '../api/get-wallet';
import { QueryState } from '../../../components/query-state';

/**
 * A page of an open wallet: the wallet loads first; a wallet not opened yet shows the way to open it
 * (the server refuses the calls with 5000029 anyway).
 */
export function WalletGate({ children }: { children: (wallet: Wallet) => ReactNode }) {
  const { t } = useWalletTexts();
  const navigate = useNavigate();
  const wallet = useWallet();
  return (
    <QueryState
      queries={[wallet]}
      skeleton={
        <main className="wallet-page" aria-busy="true">
          <SkeletonBlock height={150} radius={18} />
          <SkeletonBlock height={200} radius={14} />
        </main>
      }
    >
      {(w) => {
        if (!w.opened) {
          return (
            <StatusView
              art="closed"
              title={t('wallet.gate.title')}
              description={t('wallet.hints.free')}
              testId="wallet-gate"
              action={<PrimaryButton onClick={() => void navigate(WALLET_PATHS.openIndex)}>{t('wallet.open')}</PrimaryButton>}
            />
          );
        }
        return <>{children(w)}</>;
      }}
    </QueryState>
  );
}
