import { BANK_CARDS_MAX } from '@curio/contract/client';
import { ErrorCode } from '@curio/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Form, SubmitButton, useZodForm } from '../../../components/form';
import { toast } from '../../../components/shell/feedback';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import type { PageProps } from '../../page';
import { WALLET_PATHS } from '../../../features/wallet/paths';
import { walletPasswordForm } from '../../../features/wallet/schemas';
import { useWalletTexts } from '../../../features/wallet/texts';
import { BankCardView, useCardLabel } from '../../../features/wallet/components/bank-card-view';
import { WalletGate } from '../../../features/wallet/components/wallet-gate';
import { PayPasswordField } from '../../../components/form/pay-password-field';
import { useBankCards, type BankCard } from '../../../features/wallet/api/list-bank-cards';
import { useUnbindBankCardMutation } from '../../../features/wallet/api/unbind-bank-card';
import '../../../features/wallet/wallet.css';
import { QueryState } from '../../../components/query-state';

/** Unbinding takes the wallet password. */
function UnbindForm({ card, onDone }: { card: BankCard; onDone: () => void }) {
  const { t } = useWalletTexts();
  const label = useCardLabel();
  const unbind = useUnbindBankCardMutation();
  const form = useZodForm(walletPasswordForm, { defaultValues: { password: '' } });
  return (
    <section className="wallet-section" data-testid="wallet-unbind">
      <h2 className="wallet-h2">{t('wallet.card.unbindTitle', { card: label(card) })}</h2>
      <Form
        form={form}
        serverErrors={{ [ErrorCode.WALLET_PASSWORD_WRONG]: 'password', [ErrorCode.WALLET_PASSWORD_LOCKED]: 'password' }}
        onSubmit={async (v) => {
          await unbind.mutateAsync({ cardId: card.cardId, password: v.password });
          toast(t('wallet.card.unbound'));
          onDone();
        }}
      >
        <PayPasswordField
          className="wallet-paypwd"
          name="password"
          label={t('wallet.password.enter')}
          testId="wallet-unbind-pwd"
        />
        <SubmitButton testId="wallet-unbind-submit">{t('wallet.card.unbind')}</SubmitButton>
        <button type="button" className="wallet-text-button" onClick={onDone}>
          {t('wallet.cancel')}
        </button>
      </Form>
    </section>
  );
}

function CardList() {
  const { t } = useWalletTexts();
  const cards = useBankCards();
  const [unbinding, setUnbinding] = useState<BankCard | null>(null);
  return (
    <QueryState queries={[cards]} skeleton={<SkeletonBlock height={96} radius={14} />}>
      {(c) => {
        const list = c.cards;
        if (unbinding) return <UnbindForm card={unbinding} onDone={() => setUnbinding(null)} />;
        return (
          <>
            {list.length === 0 ? (
              <p className="wallet-section wallet-note" data-testid="wallet-cards-empty">
                {t('wallet.card.none')}
              </p>
            ) : (
              list.map((c) => (
                <BankCardView
                  key={c.cardId}
                  bankCode={c.bankCode}
                  bankName={c.bankName}
                  last4={c.last4}
                  cardType={c.cardType}
                  onUnbind={() => setUnbinding(c)}
                  testId={`wallet-card-${c.last4}`}
                />
              ))
            )}
            {list.length < BANK_CARDS_MAX ? (
              <Link className="wallet-button wallet-button--primary" to={WALLET_PATHS.cardAdd} data-testid="wallet-cards-add">
                {t('wallet.card.add')}
              </Link>
            ) : (
              <p className="wallet-note">{t('wallet.card.limit', { count: BANK_CARDS_MAX })}</p>
            )}
            <p className="wallet-note">{t('wallet.card.keeps')}</p>
          </>
        );
      }}
    </QueryState>
  );
}

/** Spec: /pages/account/wallet/lianlianModule/addBankCard/index: the bound cards (bank and last 4 digits only). */
export default function CardsPage(_: PageProps) {
  return (
    <WalletGate>
      {() => (
        <main className="wallet-page" data-testid="wallet-cards">
          <CardList />
        </main>
      )}
    </WalletGate>
  );
}
