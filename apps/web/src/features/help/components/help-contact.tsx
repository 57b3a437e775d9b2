import { useHelp } from '../api/get-help';
import { useHelpTexts } from '../texts';
import '../help.css';

/** Only what can be dialled: digits and a leading + (spaces, dashes and parentheses are for reading). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The help page's contact card (decision 070): phone (tap to call), email (tap to write), hours; nothing when none is set. */
export function HelpContact() {
  const { t, lang } = useHelpTexts();
  const contact = useHelp(lang).data?.contact ?? null;
  if (!contact) return null;
  return (
    <section className="help-contact" aria-labelledby="help-contact-title" data-testid="help-contact">
      <h2 id="help-contact-title" className="help-contact__title">
        {t('help.contact.title')}
      </h2>
      <dl className="help-contact__rows">
        {contact.phone ? (
          <div className="help-contact__row">
            <dt>{t('help.contact.phone')}</dt>
            <dd>
              <a href={telHref(contact.phone)} data-testid="help-phone">
                {contact.phone}
              </a>
            </dd>
          </div>
        ) : null}
        {contact.email ? (
          <div className="help-contact__row">
            <dt>{t('help.contact.email')}</dt>
            <dd>
              <a href={`mailto:${contact.email}`} data-testid="help-email">
                {contact.email}
              </a>
            </dd>
          </div>
        ) : null}
        {contact.hours ? (
          <div className="help-contact__row">
            <dt>{t('help.contact.hours')}</dt>
            <dd data-testid="help-hours">{contact.hours}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
