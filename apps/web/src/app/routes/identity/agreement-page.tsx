import type { PageProps } from '../../page';
import { TenantContent } from '../../../features/identity/components/tenant-content';
import { useIdentityTexts } from '../../../features/identity/texts';
import '../../../features/identity/auth.css';

/** Spec: /pages/login/agreement: the tenant's user agreement. */
export default function AgreementPage(_: PageProps) {
  useIdentityTexts();
  return (
    <main className="auth-page">
      <TenantContent kind="agreement" showTitle />
    </main>
  );
}
