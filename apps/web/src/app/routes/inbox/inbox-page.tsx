import { InboxList } from '../../../features/inbox/components/inbox-list';
import type { InboxLinks } from '../../../features/inbox/rules';
import { useInboxTexts } from '../../../features/inbox/texts';
import { collectionPath } from '../../../features/catalogue/paths';
import { IDENTITY_PATHS } from '../../../features/identity/paths';
import { listingPath } from '../../../features/market/paths';
import { myCollectiblePath, orderPath } from '../../../features/sale/paths';
import type { PageProps } from '../../page';

/**
 * What an event opens: the owner's item page, the order's detail (the sale's pages); a favourite's news
 * opens the new listing (the market's page).
 */
const links: InboxLinks = {
  item: myCollectiblePath,
  order: orderPath,
  collection: collectionPath,
  listing: listingPath,
  // A ready data export opens the safety page with its sheet (decision 046).
  dataExport: (id) => `${IDENTITY_PATHS.safety}?export=${id}`,
};

/** /pages/account/inbox/index (login; pull): my inbox, newest first; tapping an event opens its item. */
export default function InboxPage(_: PageProps) {
  useInboxTexts();
  return <InboxList links={links} />;
}
