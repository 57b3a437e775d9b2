import { runtimeText } from '@curio/contract/client';
import { toast } from '../components/shell/feedback';
import { currentLanguage } from './i18n';

/** Puts text on the clipboard (with the old selection trick where the Clipboard API is missing or refused). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    let ok = false;
    try {
      ok = document.execCommand('copy');
    } catch {
      ok = false;
    }
    area.remove();
    return ok;
  }
}

/** Copies and tells the user: `copied`, or the spec's "copy failed" in the current language. */
export async function copyWithToast(text: string, copied: string): Promise<void> {
  toast((await copyText(text)) ? copied : runtimeText('copyFailed', currentLanguage()));
}
