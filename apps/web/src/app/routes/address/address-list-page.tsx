import { useNavigate } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { useAddresses } from '../../../features/address/api/list-addresses';
import { AddressList } from '../../../features/address/components/address-list';
import { addressAddPath, backParam, idParam, returnWithAddress } from '../../../features/address/paths';
import { useAddressTexts } from '../../../features/address/texts';
import type { PageProps } from '../../page';
import '../../../features/address/address.css';

/**
 * Spec: /pages/activity/address/index (login): my addresses, the default first; edit, delete, set as
 * default. Opened from an order confirmation (`back`, `addressId` = the one it has now): "use this
 * address" returns there with the choice.
 */
export default function AddressListPage({ query }: PageProps) {
  const { t } = useAddressTexts();
  const navigate = useNavigate();
  const back = backParam(query.back);
  const addresses = useAddresses();
  const add = () => void navigate(addressAddPath(back));
  if (addresses.error) return <ErrorState onRetry={() => void addresses.refetch()} />;
  return (
    <main className="addr-page" data-testid="address-page">
      {addresses.data ? (
        <AddressList
          addresses={addresses.data.items}
          back={back}
          pickedId={idParam(query.addressId)}
          onUse={(a) => back && void navigate(returnWithAddress(back, a.id), { replace: true })}
          onAdd={add}
        />
      ) : (
        <>
          <SkeletonBlock height={110} radius={14} />
          <SkeletonBlock height={110} radius={14} />
        </>
      )}
      {addresses.data && addresses.data.items.length > 0 ? (
        <div className="addr-bar">
          <button type="button" className="addr-button" onClick={add} data-testid="address-add">
            {t('address.list.add')}
          </button>
        </div>
      ) : null}
    </main>
  );
}
