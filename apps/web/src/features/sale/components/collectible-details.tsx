import { Link } from 'react-router';
import { ZoomableImage } from '../../../components/ui/image-viewer';
import { formatDate, formatDateTime } from '../../../lib/format';
import type { MyCollectible } from '../api/get-my-collectible';
import { orderPath } from '../paths';
import { useSaleTexts } from '../texts';
import { Cooling } from './cooling';
import { InfoRow } from './info-row';

/** A held collectible's "details" tab: description, creator, serial, order, cooling, privileges, copyright. */
export function CollectibleDetails({
  item,
  creatorPath,
}: {
  item: MyCollectible;
  /** The creator's space (a catalogue page, given by the route). */
  creatorPath: (id: number) => string;
}) {
  const { t, lang } = useSaleTexts();
  return (
    <div className="sale-sections">
      {item.description ? (
        <section>
          <h3 className="sale-h3">{t('sale.item.description')}</h3>
          <p className="sale-text">{item.description}</p>
        </section>
      ) : null}
      <section className="sale-rows">
        <InfoRow label={t('sale.item.creator')}>
          <Link to={creatorPath(item.creator.id)} className="sale-link">
            {item.creator.name}
          </Link>
        </InfoRow>
        <InfoRow label={t('sale.item.acquiredAt')} testId="item-acquired">
          {formatDateTime(item.acquiredAt, lang)}
        </InfoRow>
        <InfoRow label={t('sale.item.transferableAt')} testId="item-transferable">
          <Cooling until={item.transferableAt} />
        </InfoRow>
        {item.orderNo ? (
          <InfoRow label={t('sale.item.orderNo')} mono>
            <Link to={orderPath(item.orderNo)} className="sale-link">
              {item.orderNo}
            </Link>
          </InfoRow>
        ) : null}
      </section>
      {item.privileges.length > 0 ? (
        <section data-testid="item-privileges">
          <h3 className="sale-h3">{t('sale.item.privileges')}</h3>
          <ul className="sale-privileges">
            {item.privileges.map((p, i) => (
              <li key={i} className="sale-privilege">
                <span className="sale-privilege__title">{p.title}</span>
                {p.description ? <span className="sale-privilege__desc">{p.description}</span> : null}
                <span className="sale-privilege__use">{t(`sale.item.privilegeUse.${p.frequency}`, { count: p.usageCount })}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {item.copyright ? (
        <section data-testid="item-copyright">
          <h3 className="sale-h3">{t('sale.item.copyright.title')}</h3>
          <div className="sale-rows">
            <InfoRow label={t('sale.item.copyright.number')} mono>
              {item.copyright.certificateNo}
            </InfoRow>
            <InfoRow label={t('sale.item.copyright.holder')}>{item.copyright.holder}</InfoRow>
            <InfoRow label={t('sale.item.copyright.issuer')}>{item.copyright.issuer}</InfoRow>
            <InfoRow label={t('sale.item.copyright.certifiedAt')}>{formatDate(item.copyright.certifiedAt, lang)}</InfoRow>
          </div>
          {item.copyright.imageUrl ? (
            <ZoomableImage
              src={item.copyright.imageUrl}
              alt={t('sale.item.copyright.title')}
              wrapperClassName="sale-certificate"
              loading="lazy"
            />
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
