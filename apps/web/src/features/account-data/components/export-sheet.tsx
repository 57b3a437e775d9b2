import { Sheet, SHEET_TITLE_CLASS } from '../../../components/ui/sheet';
import { toast } from '../../../components/shell/feedback';
import { downloadDataExport } from '../api/get-data-export';
import { useDataExports } from '../api/list-data-exports';
import { useRequestDataExportMutation } from '../api/request-data-export';
import { useAccountDataTexts } from '../texts';
import '../account-data.css';

/** "Export my data" (decision 046): the latest export's state; request one, or download the ready one. */
export function ExportSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t, lang } = useAccountDataTexts();
  const list = useDataExports(visible);
  const ask = useRequestDataExportMutation();
  const latest = list.data?.items[0];
  const time = (ms: number) => new Date(ms).toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short' });
  // A new copy once the last one has expired (the server also refuses within the hour: 5000230).
  const canRequest = !latest || latest.status === 'expired';

  return (
    <Sheet
      visible={visible}
      onClose={onClose}
      closeLabel={t('accountData.close')}
      head={<h2 className={SHEET_TITLE_CLASS}>{t('accountData.export.title')}</h2>}
      headTestId="export-sheet"
    >
      <div className="ad-sheet__body">
        <p className="ad-note">{t('accountData.export.intro')}</p>
        {latest ? (
          <div className="ad-state" data-testid="export-state" data-status={latest.status}>
            <span className="ad-state__text" role="status">
              {latest.status === 'preparing'
                ? t('accountData.export.preparing')
                : latest.status === 'ready'
                  ? t('accountData.export.ready', { time: time(latest.expiresAt ?? 0) })
                  : t('accountData.export.expired')}
            </span>
            {latest.status === 'ready' ? (
              <button
                type="button"
                className="ad-link"
                data-testid="export-download"
                onClick={() => {
                  void downloadDataExport(latest.id).then(() => toast(t('accountData.export.downloaded')));
                }}
              >
                {t('accountData.export.download')}
              </button>
            ) : null}
          </div>
        ) : list.isSuccess ? (
          <p className="ad-note">{t('accountData.export.none')}</p>
        ) : null}
        {canRequest ? (
          <button
            type="button"
            className="ad-button"
            data-testid="export-request"
            disabled={ask.isPending}
            onClick={() => {
              void ask.mutateAsync().then(() => toast(t('accountData.export.requested')));
            }}
          >
            {t('accountData.export.request')}
          </button>
        ) : null}
      </div>
    </Sheet>
  );
}
