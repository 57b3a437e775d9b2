import type { PageProps } from '../../../app/routes';
import { TenantContent } from '../components/tenant-content';
import { useIdentityTexts } from '../texts';
import '../auth.css';

/** Spec: /pages/login/policy: the tenant's privacy policy. */
export default function PolicyPage(_: PageProps) {
  useIdentityTexts();
  return (
    <main className="auth-page">
      <TenantContent kind="policy" showTitle />
    </main>
  );
}
