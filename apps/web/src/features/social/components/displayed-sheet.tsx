import { Sheet, SHEET_TITLE_CLASS } from '../../../components/ui/sheet';
import { copyWithToast } from '../../../lib/clipboard';
import { sizedImage } from '../../../lib/image';
import type { DisplayedItem } from '../api/get-personal-page';
import { useSocialTexts } from '../texts';

/** A displayed collectible seen by anyone: its image, name, serial number and token id (no owner's page of it). */
export function DisplayedSheet({ item, onClose }: { item: DisplayedItem | null; onClose: () => void }) {
  const { t } = useSocialTexts();
  return (
    <Sheet
      visible={item !== null}
      onClose={onClose}
      closeLabel={t('social.close')}
      head={<h2 className={SHEET_TITLE_CLASS}>{item?.name ?? ''}</h2>}
      headTestId="displayed-sheet"
    >
      {item ? (
        <div className="social-sheet__body" data-testid="displayed-sheet-body" data-card-nft-id={item.cardNftId}>
          <img className="social-sheet__image" {...sizedImage(item.coverUrl, 'min(100vw, 480px)')} alt={item.name} />
          <dl className="social-facts">
            <div>
              <dt>{t('social.item.token')}</dt>
              <dd>
                <button
                  type="button"
                  className="social-token"
                  onClick={() => void copyWithToast(item.tokenId, t('social.copied'))}
                  aria-label={`${t('social.copy')} ${t('social.item.token')}`}
                  data-testid="displayed-token"
                >
                  {item.tokenId}
                </button>
              </dd>
            </div>
            <div>
              <dt>{t('social.item.serialLabel')}</dt>
              <dd className="social-serial" data-testid="displayed-serial">
                {t('social.item.serial', { serial: item.serial, total: item.totalSupply })}
              </dd>
            </div>
          </dl>
          {item.minted ? null : <p className="social-note">{t('social.item.minting')}</p>}
        </div>
      ) : null}
    </Sheet>
  );
}
