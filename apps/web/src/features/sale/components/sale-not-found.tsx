import { runtimeText } from '@curio/contract/client';
import { StatusView } from '../../../components/shell/status-view';
import { useSaleTexts } from '../texts';

/** A page opened without a valid id, or an order or collectible that is not the user's. */
export function SaleNotFound() {
  const { lang } = useSaleTexts();
  return <StatusView art="not-found" title={runtimeText('pageNotFound', lang)} testId="not-found" />;
}
