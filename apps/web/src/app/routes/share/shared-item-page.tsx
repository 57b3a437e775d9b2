import { collectionPath } from '../../../features/catalogue/paths';
import { SharedItemView } from '../../../features/share/components/shared-item-view';
import type { PageProps } from '../../page';

/** /pages/share/item?t=<share token> (decision 070, no login): a held item someone shared, read-only. */
export default function SharedItemPage({ query }: PageProps) {
  const token = query.t?.trim() ? query.t.trim() : null;
  return <SharedItemView token={token} collectionPath={collectionPath} />;
}
