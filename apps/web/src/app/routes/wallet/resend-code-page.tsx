import { useNavigate } from 'react-router';
import { ActionButton } from '../../../components/form';
import { toast } from '../../../components/shell/feedback';
import { useServerNow } from '../../../lib/server-clock';
import type { PageProps } from '../../page';
import { codeFlowParam, WALLET_PATHS } from '../../../features/wallet/paths';
import { updatePending, usePending } from '../../../features/wallet/pending';
import { useWalletTexts } from '../../../features/wallet/texts';
import { useBindBankCardMutation } from '../../../features/wallet/api/bind-bank-card';
import { useResetWalletPasswordMutation } from '../../../features/wallet/api/reset-wallet-password';
import { FlowLost } from '../../../features/wallet/components/flow-lost';
import '../../../features/wallet/wallet.css';

/**
 * Spec: /pages/account/wallet/lianlianModule/common/resendCode: why a code may not arrive, and a new one
 * once the wait is over (a card: bindBankCard again for the same card; a password: the send step again).
 */
export default function WalletResendCodePage({ query }: PageProps) {
  const { t } = useWalletTexts();
  const navigate = useNavigate();
  const flow = codeFlowParam(query.flow) ?? 'bindCard';
  const pending = usePending(flow);
  const bind = useBindBankCardMutation();
  const reset = useResetWalletPasswordMutation();
  const now = useServerNow(1000);
  if (!pending) return <FlowLost flow={flow} />;
  const wait = Math.max(0, Math.ceil((pending.resendAt - now) / 1000));
  const resend = async () => {
    if (pending.flow === 'bindCard') {
      const a = await bind.mutateAsync({ cardNumber: pending.cardNumber, areaCode: pending.areaCode, phone: pending.phone });
      updatePending({ bindId: a.bindId, maskedPhone: a.phone, expiresAt: a.expiresAt, resendAt: a.resendAt });
    } else {
      const a = await reset.mutateAsync({ step: 'send' });
      updatePending({ maskedPhone: a.phone ?? pending.maskedPhone, resendAt: a.resendAt ?? 0 });
    }
    toast(t('wallet.code.sent'));
    void navigate(`${WALLET_PATHS.code}?flow=${flow}`, { replace: true });
  };
  return (
    <main className="wallet-page" data-testid="wallet-resend">
      <section className="wallet-section">
        <h2 className="wallet-h2">{t('wallet.resend.title')}</h2>
        <p className="wallet-note">{t('wallet.code.sentTo', { phone: pending.maskedPhone })}</p>
        <ul className="wallet-hints">
          <li>{t('wallet.resend.tipPhone')}</li>
          <li>{t('wallet.resend.tipSignal')}</li>
          <li>{t('wallet.resend.tipBlocked')}</li>
          <li>{t('wallet.resend.tipWait')}</li>
        </ul>
      </section>
      <ActionButton onClick={resend} disabled={wait > 0} testId="wallet-resend-send">
        {wait > 0 ? t('wallet.code.resendIn', { seconds: wait }) : t('wallet.resend.send')}
      </ActionButton>
    </main>
  );
}
