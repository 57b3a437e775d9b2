import { Link } from 'react-router';
import type { Address } from '../api/list-addresses';
import { addressAddPath, addressListPath } from '../paths';
import { useAddressTexts } from '../texts';

/**
 * An order confirmation's address: the one chosen (the default to start with) with "change" to my list,
 * or "add an address" when I have none. Both come back to `back` (the confirmation) with the choice.
 * `invalid` marks it when confirming without one (the caller shows 4000034's text).
 */
export function AddressPick({ address, back, invalid }: { address: Address | null; back: string; invalid?: boolean }) {
  const { t } = useAddressTexts();
  const to = address ? `${addressListPath(back)}&addressId=${address.id}` : addressAddPath(back);
  return (
    <section
      className={`addr-card addr-card--inset addr-card--roomy${invalid ? ' addr-card--invalid' : ''}`}
      data-testid="address-pick"
      data-id={address?.id ?? ''}
      aria-invalid={invalid || undefined}
    >
      <h2 className="addr-h3">{t('address.pick.title')}</h2>
      <Link className="addr-pick" to={to} data-testid={address ? 'address-change' : 'address-add-first'}>
        <span className="addr-pick__body">
          {address ? (
            <>
              <span className="addr-head">
                <span>{address.receiver}</span>
                <span className="addr-phone">{address.phoneMasked}</span>
                {address.isDefault ? <span className="addr-tag">{t('address.list.default')}</span> : null}
              </span>
              <span className="addr-full" data-testid="address-pick-full">
                {address.fullAddress}
              </span>
            </>
          ) : (
            <span className="addr-link">+ {t('address.pick.add')}</span>
          )}
        </span>
        <span className="addr-pick__chevron" aria-hidden>
          ›
        </span>
        {address ? <span className="addr-hidden">{t('address.pick.change')}</span> : null}
      </Link>
    </section>
  );
}
