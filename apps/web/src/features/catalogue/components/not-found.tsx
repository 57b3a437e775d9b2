import { useTranslation } from '../../../lib/i18n';
import { StatusView } from '../../../components/shell/status-view';

/** The catalogue's "not found" view: an entity that does not exist here (NOT_FOUND), or a page opened without a valid id. */
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
