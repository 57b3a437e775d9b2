import '../utility.css';
import { PrimaryButton, StatusView } from '../../../components/shell/status-view';
import type { UrlRefusal } from '../url-rules';
import { useUtilityTexts } from '../texts';

/** The clear refusal of an address (webview, leaving page), with a way back. */
export function UrlRefused({
  area,
  reason,
  host,
  onBack,
}: {
  area: 'webview' | 'extsview';
  reason: UrlRefusal;
  host: string;
  onBack: () => void;
}) {
  const { t } = useUtilityTexts();
  return (
    <div data-testid={`${area}-refused`} data-reason={reason}>
      <StatusView
        art="error"
        title={t(`utility.${area}.refusedTitle`)}
        description={t(`utility.${area}.${reason}`, { host })}
        action={
          <PrimaryButton onClick={onBack} testId={`${area}-back`}>
            {t('utility.webview.back')}
          </PrimaryButton>
        }
      />
    </div>
  );
}

/** The host of a refused address for the message, when it has one ('' otherwise). */
export function hostOf(raw: string | undefined): string {
  try {
    return new URL(raw ?? '').hostname;
  } catch {
    return '';
  }
}
