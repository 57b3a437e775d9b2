import type { ShareUrlService } from './share-url.service';

/** What the share-url module offers its routes (`app.shareUrl.shareUrls`). */
export interface ShareUrlServices {
  shareUrls: ShareUrlService;
}
