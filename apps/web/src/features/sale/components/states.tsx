import { ErrorCode, runtimeText } from '@curio/contract/client';
import type { ReactNode } from 'react';
import { StatusView } from '../../../components/shell/status-view';
import { ErrorState } from '../../../components/ui/error-state';
import { isRequestError } from '../../../lib/request/index';
import { useSaleTexts } from '../../../lib/sale/texts';

/** A page opened without a valid id, or an order or collectible that is not the user's. */
export function SaleNotFound() {
  const { lang } = useSaleTexts();
  return <StatusView art="not-found" title={runtimeText('pageNotFound', lang)} testId="not-found" />;
}

/** A detail page's loading, "not found" and failure views around its content. */
export function SaleQueryState({
  error,
  onRetry,
  pending,
  skeleton,
  children,
}: {
  error: unknown;
  onRetry: () => void;
  pending: boolean;
  skeleton: ReactNode;
  children: ReactNode;
}) {
  if (error) {
    if (isRequestError(error) && error.code === ErrorCode.NOT_FOUND) return <SaleNotFound />;
    return <ErrorState onRetry={onRetry} />;
  }
  return <>{pending ? skeleton : children}</>;
}
