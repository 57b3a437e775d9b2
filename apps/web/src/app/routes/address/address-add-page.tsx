import { useNavigate } from 'react-router';
import { toast } from '../../../components/shell/feedback';
import { EmptyState } from '../../../components/ui/empty-state';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { useAddresses } from '../../../features/address/api/list-addresses';
import { useSaveAddressMutation } from '../../../features/address/api/save-address';
import { AddressForm } from '../../../features/address/components/address-form';
import { addressListPath, backParam, idParam, returnWithAddress } from '../../../features/address/paths';
import { defaultSwitch, formValues } from '../../../features/address/rules';
import { useAddressTexts } from '../../../features/address/texts';
import type { PageProps } from '../../page';
import '../../../features/address/address.css';
import { QueryState } from '../../../components/query-state';

/**
 * Spec: /pages/activity/address/add (login): add an address, or edit one of mine (`?id=`). Saved, it
 * goes back to the list; opened from an order confirmation (`back`) a new address is used there at once.
 */
export default function AddressAddPage({ query }: PageProps) {
  const { t } = useAddressTexts();
  const navigate = useNavigate();
  const back = backParam(query.back);
  const id = idParam(query.id);
  const addresses = useAddresses();
  const save = useSaveAddressMutation();
  return (
    <QueryState
      queries={[addresses]}
      skeleton={
        <main className="addr-page">
          <SkeletonBlock height={420} radius={14} />
        </main>
      }
    >
      {(mine) => {
        const list = mine.items;
        const editing = id === null ? null : (list.find((a) => a.id === id) ?? null);
        if (id !== null && !editing) return <EmptyState title={t('address.form.notFound')} />;
        const sw = defaultSwitch(list.length, editing);
        return (
          <main className="addr-page" data-testid="address-add-page">
            <AddressForm
              key={editing?.id ?? 'new'}
              initial={formValues(editing, sw.value ?? false)}
              defaultLocked={sw.locked}
              onSave={async (v) => {
                const r = v.region!;
                const saved = await save.mutateAsync({
                  ...(editing ? { id: editing.id } : {}),
                  receiver: v.receiver,
                  phone: v.phone,
                  regionCode: r.regionCode,
                  province: r.province,
                  city: r.city,
                  district: r.district,
                  street: v.street,
                  detail: v.detail,
                  isDefault: sw.locked || v.isDefault,
                });
                toast(t('address.form.saved'));
                const to = back && !editing ? returnWithAddress(back, saved.id) : addressListPath(back);
                void navigate(to, { replace: true });
              }}
            />
          </main>
        );
      }}
    </QueryState>
  );
}
