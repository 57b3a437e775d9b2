import { ErrorCode } from '@curio/contract';
import { Link, useNavigate } from 'react-router';
import { Field, Form, SubmitButton, TextInput, useZodForm, type FieldControl } from '../../../components/form';
import { useServerNow } from '../../../lib/server-clock';
import type { PageProps } from '../../page';
import { codeFlowParam, statusPath, WALLET_PATHS, type CodeFlow } from '../../../features/wallet/paths';
import { FlowLost } from '../../../features/wallet/components/flow-lost';
import { useBankName } from '../../../features/wallet/components/bank-card-view';
import { setPending, updatePending, usePending, type Pending } from '../../../features/wallet/pending';
import { codeForm } from '../../../features/wallet/schemas';
import { useWalletTexts } from '../../../features/wallet/texts';
import { useConfirmBankCardMutation } from '../../../features/wallet/api/confirm-bank-card';
import '../../../features/wallet/wallet.css';

function CodeForm({ flow, pending }: { flow: CodeFlow; pending: Pending }) {
  const { t } = useWalletTexts();
  const navigate = useNavigate();
  const confirm = useConfirmBankCardMutation();
  const now = useServerNow(1000);
  const form = useZodForm(codeForm, { defaultValues: { code: '' } });
  const wait = Math.max(0, Math.ceil((pending.resendAt - now) / 1000));
  return (
    <Form
      form={form}
      serverErrors={{ [ErrorCode.CODE_INVALID]: 'code', [ErrorCode.BANK_CARD_BIND_EXPIRED]: 'code' }}
      onSubmit={async ({ code }) => {
        if (pending.flow === 'bindCard') {
          const card = await confirm.mutateAsync({ bindId: pending.bindId, code });
          setPending(null);
          void navigate(
            statusPath('cardStatus', 'cardBound', { bank: card.bankCode, bankName: card.bankName, last4: card.last4 }),
            { replace: true },
          );
        } else {
          // The provider checks the code with the new password (the recovery page asks for it next).
          updatePending({ code });
          void navigate(WALLET_PATHS.settingsRetrieve, { replace: true });
        }
      }}
    >
      <Field name="code" label={t('wallet.code.label')}>
        {(c) => (
          <TextInput
            control={c as FieldControl<string | undefined>}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={t('wallet.code.placeholder')}
            testId="wallet-code-input"
          />
        )}
      </Field>
      <SubmitButton testId="wallet-code-submit">
        {t(flow === 'bindCard' ? 'wallet.code.confirmCard' : 'wallet.code.next')}
      </SubmitButton>
      <Link className="wallet-text-button" to={`${WALLET_PATHS.resendCode}?flow=${flow}`} data-testid="wallet-code-resend">
        {wait > 0 ? t('wallet.code.resendIn', { seconds: wait }) : t('wallet.code.noCode')}
      </Link>
    </Form>
  );
}

/**
 * Spec: /pages/account/wallet/lianlianModule/common/code, the shared code entry: the SMS code the
 * provider sent for a card being bound (`?flow=bindCard`) or a password being recovered (`resetPassword`).
 */
export default function WalletCodePage({ query }: PageProps) {
  const { t } = useWalletTexts();
  const flow = codeFlowParam(query.flow) ?? 'bindCard';
  const pending = usePending(flow);
  const bankName = useBankName();
  if (!pending) return <FlowLost flow={flow} />;
  return (
    <main className="wallet-page" data-testid="wallet-code" data-flow={flow}>
      <p className="wallet-note" data-testid="wallet-code-to">
        {pending.flow === 'bindCard'
          ? t('wallet.code.sentForCard', {
              phone: pending.maskedPhone,
              card: `${bankName(pending.bankCode, pending.bankName)} (${pending.last4})`,
            })
          : t('wallet.code.sentTo', { phone: pending.maskedPhone })}
      </p>
      <CodeForm flow={flow} pending={pending} />
    </main>
  );
}
