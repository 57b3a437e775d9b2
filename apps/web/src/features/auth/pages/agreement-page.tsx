import type { PageProps } from '../../../app/routes';
import { TenantContent } from '../components/tenant-content';
import { useIdentityTexts } from '../texts';
import '../auth.css';

/** Spec: /pages/login/agreement: the tenant's user agreement. */
export default function AgreementPage(_: PageProps) {
  useIdentityTexts();
  return (
    <main className="auth-page">
      <TenantContent kind="agreement" showTitle />
    </main>
  );
}
