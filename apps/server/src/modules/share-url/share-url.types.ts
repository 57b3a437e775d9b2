import type { ShareItemService } from './share-item.service';
import type { ShareUrlService } from './share-url.service';

/** What the share-url module offers its routes (`app.shareUrl.shareUrls`, `app.shareUrl.shares`). */
export interface ShareUrlServices {
  shareUrls: ShareUrlService;
  /** Sharing a collection, a listing or a held item (decision 070). */
  shares: ShareItemService;
}
