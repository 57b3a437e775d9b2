import '../utility.css';
import { useTenant } from '../../../lib/tenant/tenant-store';
import { useUtilityTexts } from '../texts';
import { QrImage } from './qr-image';

/**
 * The tenant presented to a visitor on a wide screen (issue 20, decision 048): brand, what the platform
 * offers, a QR code of the storefront's address to open it on a phone.
 */
export function Presentation({ storefrontUrl, onOpen }: { storefrontUrl: string; onOpen: () => void }) {
  const { t } = useUtilityTexts();
  const info = useTenant((s) => s.info);
  const name = info?.platformName ?? '';
  return (
    <main className="utility-present" data-testid="presentation">
      <section className="utility-present__brand">
        {info?.imgUrl ? <img className="utility-present__logo" src={info.imgUrl} alt="" width={96} height={96} /> : null}
        <h1 className="utility-present__name">{name}</h1>
        <p className="utility-present__tagline">{t('utility.presentation.tagline')}</p>
        <h2 className="utility-present__offer-title">{t('utility.presentation.offerTitle')}</h2>
        <ul className="utility-present__offer">
          <li>{t('utility.presentation.offer1')}</li>
          <li>{t('utility.presentation.offer2')}</li>
          <li>{t('utility.presentation.offer3')}</li>
        </ul>
        <button type="button" className="curio-button" onClick={onOpen} data-testid="presentation-open">
          {t('utility.presentation.open')}
        </button>
      </section>
      <section className="utility-present__qr" aria-labelledby="utility-qr-title">
        <h2 id="utility-qr-title">{t('utility.presentation.qrTitle')}</h2>
        <QrImage text={storefrontUrl} alt={t('utility.presentation.qrAlt', { url: storefrontUrl })} testId="presentation-qr" />
        <p className="utility-present__hint">{t('utility.presentation.qrHint', { name })}</p>
        <p className="utility-present__url">{storefrontUrl}</p>
      </section>
    </main>
  );
}
