import { Link } from 'react-router';
import { confirm } from '../../../components/shell/confirm';
import { toast } from '../../../components/shell/feedback';
import { EmptyState } from '../../../components/ui/empty-state';
import { isRequestError } from '../../../lib/request/index';
import { useDeleteAddressMutation } from '../api/delete-address';
import type { Address } from '../api/list-addresses';
import { useSetDefaultAddressMutation } from '../api/set-default-address';
import { addressEditPath } from '../paths';
import { sortAddresses } from '../rules';
import { useAddressTexts } from '../texts';

export interface AddressListProps {
  addresses: readonly Address[];
  /** Opened from an order confirmation: the page to return to (each card offers "use this address"). */
  back: string | null;
  /** The address the confirmation has now (marked). */
  pickedId?: number | null;
  onUse: (address: Address) => void;
  onAdd: () => void;
}

/**
 * My addresses, the default first: edit, delete (confirmed), set as default; from an order confirmation,
 * "use this address" returns there with the choice.
 */
export function AddressList({ addresses, back, pickedId = null, onUse, onAdd }: AddressListProps) {
  const { t } = useAddressTexts();
  const remove = useDeleteAddressMutation();
  const setDefault = useSetDefaultAddressMutation();

  if (addresses.length === 0) {
    return (
      <EmptyState
        title={t('address.list.empty')}
        description={t('address.list.emptyHint')}
        action={{ text: t('address.list.add'), onClick: onAdd }}
      />
    );
  }

  const onDelete = async (a: Address) => {
    const sure = await confirm({
      content: `${t('address.deleteConfirm.title')}\n${t('address.deleteConfirm.body', { receiver: a.receiver })}`,
      confirmText: t('address.deleteConfirm.ok'),
      cancelText: t('address.deleteConfirm.cancel'),
      danger: true,
    });
    if (!sure) return;
    try {
      await remove.mutateAsync(a.id);
      toast(t('address.list.deleted'));
    } catch (error) {
      if (!isRequestError(error)) throw error;
    }
  };

  const onSetDefault = async (a: Address) => {
    try {
      await setDefault.mutateAsync(a.id);
      toast(t('address.list.defaultDone'));
    } catch (error) {
      if (!isRequestError(error)) throw error;
    }
  };

  return (
    <>
      {back ? <p className="addr-note">{t('address.list.pickHint')}</p> : null}
      <ul className="addr-stack" data-testid="address-list">
        {sortAddresses(addresses).map((a) => (
          <li
            key={a.id}
            className={`addr-card${pickedId === a.id ? ' addr-card--picked' : ''}`}
            data-testid="address-card"
            data-id={a.id}
            data-default={a.isDefault}
          >
            <div className="addr-head">
              <span data-testid="address-receiver-name">{a.receiver}</span>
              <span className="addr-phone">{a.phoneMasked}</span>
              {a.isDefault ? (
                <span className="addr-tag" data-testid="address-default-tag">
                  {t('address.list.default')}
                </span>
              ) : null}
            </div>
            <p className="addr-full" data-testid="address-full">
              {a.fullAddress}
            </p>
            <div className="addr-actions">
              {a.isDefault ? null : (
                <button
                  type="button"
                  className="addr-link addr-link--sub"
                  disabled={setDefault.isPending}
                  onClick={() => void onSetDefault(a)}
                  data-testid="address-set-default"
                >
                  {t('address.list.setDefault')}
                </button>
              )}
              <span className="addr-actions__spacer" />
              <Link
                className="addr-link addr-link--sub"
                to={addressEditPath(a.id, back)}
                aria-label={`${t('address.list.edit')} ${a.receiver}`}
                data-testid="address-edit"
              >
                {t('address.list.edit')}
              </Link>
              <button
                type="button"
                className="addr-link addr-link--sub"
                onClick={() => void onDelete(a)}
                aria-label={`${t('address.list.delete')} ${a.receiver}`}
                data-testid="address-delete"
              >
                {t('address.list.delete')}
              </button>
              {back ? (
                <button type="button" className="addr-button" onClick={() => onUse(a)} data-testid="address-use">
                  {t('address.list.use')}
                </button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
