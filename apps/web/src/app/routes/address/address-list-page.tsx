import { useNavigate } from 'react-router';
import { BottomBar } from '../../../components/ui/bottom-bar';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { useAddresses } from '../../../features/address/api/list-addresses';
import { AddressList } from '../../../features/address/components/address-list';
import { addressAddPath, backParam, idParam, returnWithAddress } from '../../../features/address/paths';
import { useAddressTexts } from '../../../features/address/texts';
import type { PageProps } from '../../page';
import '../../../features/address/address.css';
import { QueryState } from '../../../components/query-state';

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
  return (
    <QueryState
      queries={[addresses]}
      skeleton={
        <main className="addr-page" data-testid="address-page">
          <SkeletonBlock height={110} radius={14} />
          <SkeletonBlock height={110} radius={14} />
        </main>
      }
    >
      {(mine) => (
        <main className="addr-page" data-testid="address-page">
          <AddressList
            addresses={mine.items}
            back={back}
            pickedId={idParam(query.addressId)}
            onUse={(a) => back && void navigate(returnWithAddress(back, a.id), { replace: true })}
            onAdd={add}
          />
          {mine.items.length > 0 ? (
            <BottomBar layout="fill">
              <button type="button" className="addr-button" onClick={add} data-testid="address-add">
                {t('address.list.add')}
              </button>
            </BottomBar>
          ) : null}
        </main>
      )}
    </QueryState>
  );
}
