import type { PageProps } from '../../page';
import { TenantContent } from '../../../features/identity/components/tenant-content';
import { useIdentityTexts } from '../../../features/identity/texts';
import '../../../features/identity/auth.css';

/** Spec: /pages/login/policy: the tenant's privacy policy. */
export default function PolicyPage(_: PageProps) {
  useIdentityTexts();
  return (
    <main className="auth-page">
      <TenantContent kind="policy" showTitle />
    </main>
  );
}
