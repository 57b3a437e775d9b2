import { ErrorCode } from '@curio/contract';
import { Form, SubmitButton, useZodForm } from '../../../components/form';
import { confirm } from '../../../components/shell/confirm';
import { toast } from '../../../components/shell/feedback';
import { Sheet, SHEET_TITLE_CLASS } from '../../../components/ui/sheet';
import { useDeleteAccountMutation } from '../../../features/account-data/api/delete-account';
import { useDeletionStanding } from '../../../features/account-data/api/get-deletion-standing';
import { DeletionBlockers } from '../../../features/account-data/components/deletion-blockers';
import { deleteAccountForm } from '../../../features/account-data/delete-schema';
import { useAccountDataTexts } from '../../../features/account-data/texts';
import { PayPasswordField } from '../../../components/form/pay-password-field';
import { CodeField } from '../../../features/identity/components/phone-code-fields';
import { useLeaveSignedOut } from '../../../features/identity/use-account';
import { HOME_PATH } from '../../../lib/navigation';
import '../../../features/account-data/account-data.css';

/**
 * "Delete account" (decision 046) on the safety page: what happens, why it is refused now (collectibles,
 * money, orders, with counts), else the pay password and an SMS code to my own phone, a last
 * confirmation; after it: signed out, a toast, the home page.
 */
export function DeleteAccountSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useAccountDataTexts();
  const standing = useDeletionStanding(visible);
  const remove = useDeleteAccountMutation();
  const leaveSignedOut = useLeaveSignedOut();
  const form = useZodForm(deleteAccountForm, { defaultValues: { payPassword: '', code: '' } });
  const clear = standing.data?.blockers.length === 0;

  return (
    <Sheet
      visible={visible}
      onClose={onClose}
      closeLabel={t('accountData.close')}
      head={<h2 className={SHEET_TITLE_CLASS}>{t('accountData.delete.title')}</h2>}
      headTestId="delete-sheet"
      destroyOnClose
    >
      <div className="ad-sheet__body">
        <p className="ad-note">{t('accountData.delete.intro')}</p>
        {standing.data ? (
          <DeletionBlockers standing={standing.data} />
        ) : (
          <p className="ad-note">{t('accountData.delete.checking')}</p>
        )}
        {clear ? (
          <Form
            form={form}
            serverErrors={{ [ErrorCode.CODE_INVALID]: 'code', [ErrorCode.PAY_PASSWORD_WRONG]: 'payPassword' }}
            onSubmit={async (v) => {
              const sure = await confirm({
                content: t('accountData.delete.confirm'),
                confirmText: t('accountData.delete.confirmYes'),
                cancelText: t('accountData.delete.cancel'),
                danger: true,
              });
              if (!sure) return;
              try {
                await remove.mutateAsync(v);
              } catch (err) {
                void standing.refetch();
                throw err;
              }
              toast(t('accountData.delete.done'));
              await leaveSignedOut(HOME_PATH);
            }}
          >
            <PayPasswordField
              className="acct-paypwd"
              name="payPassword"
              label={t('accountData.delete.payPassword')}
              testId="delete-pay-password"
            />
            <CodeField purpose="deleteAccount" toOwnPhone testId="delete-code" />
            <SubmitButton testId="delete-submit">{t('accountData.delete.submit')}</SubmitButton>
          </Form>
        ) : null}
      </div>
    </Sheet>
  );
}
