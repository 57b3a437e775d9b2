import { HelpContact } from '../../../features/help/components/help-contact';
import { TenantContent } from '../../../features/identity/components/tenant-content';
import { useIdentityTexts } from '../../../features/identity/texts';
import type { PageProps } from '../../page';
import '../../../features/identity/auth.css';

/**
 * /pages/account/help/index (decision 070): the operator's help page — the FAQ (rich text, a heading per
 * question, rendered like the other documents) and the contact card (phone, email, hours).
 */
export default function HelpPage(_: PageProps) {
  useIdentityTexts();
  return (
    <>
      <main className="auth-page" data-testid="help-page">
        <TenantContent kind="help" showTitle />
      </main>
      <HelpContact />
    </>
  );
}
