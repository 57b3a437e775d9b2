import { ErrorCode } from '@curio/contract/client';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRequestError } from '../../../lib/request/index';
import { StatusView } from '../../../components/shell/status-view';
import { ErrorState } from '../../../components/ui/error-state';

/** The "not found" view: an entity that does not exist here (NOT_FOUND), or a page opened without a valid id. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <StatusView
      art="not-found"
      title={t('catalogue.notFoundTitle')}
      description={t('catalogue.notFoundDesc')}
      testId="not-found"
    />
  );
}

export interface QueryStateProps {
  /** The query's error, if it failed. */
  error: unknown;
  onRetry: () => void;
  /** The first answer is on its way. */
  pending: boolean;
  skeleton: ReactNode;
  children: ReactNode;
}

/** A detail page's loading, "not found" and failure views around its content. */
export function QueryState({ error, onRetry, pending, skeleton, children }: QueryStateProps) {
  if (error) {
    if (isRequestError(error) && error.code === ErrorCode.NOT_FOUND) return <NotFound />;
    return <ErrorState onRetry={onRetry} />;
  }
  return <>{pending ? skeleton : children}</>;
}
