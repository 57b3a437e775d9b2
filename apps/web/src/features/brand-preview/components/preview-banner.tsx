import { useBrandPreviewTexts } from '../texts';
import '../brand-preview.css';

/** The strip that says this is a draft (or that the preview is no longer valid). */
export function PreviewBanner({ failed }: { failed: boolean }) {
  const { t } = useBrandPreviewTexts();
  return (
    <div
      className={`curio-preview-banner${failed ? ' curio-preview-banner--failed' : ''}`}
      role="status"
      data-testid="preview-banner"
    >
      {failed ? t('brandPreview.expired') : t('brandPreview.draft')}
    </div>
  );
}
