import { ActionButton } from '../../../components/form/form';
import { EmptyState } from '../../../components/ui/empty-state';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import type { PageProps } from '../../page';
import { useDidChannels } from '../../../features/identity/api/query-channel-platform';
import { AuthHero } from '../../../features/identity/components/auth-hero';
import { TenantContent } from '../../../features/identity/components/tenant-content';
import { didAuthorizeUrl } from '../../../features/identity/did-url';
import { safeReUrl } from '../../../features/identity/re-url';
import { useIdentityTexts } from '../../../features/identity/texts';
import '../../../features/identity/auth.css';
import { QueryState } from '../../../components/query-state';

/** Spec: /pages/login/digitalIdentity: sign in through a DID partner app, which sends the user back. */
export default function DigitalIdentityPage({ query }: PageProps) {
  const { t, lang } = useIdentityTexts();
  const channels = useDidChannels(lang);
  const back = safeReUrl(query.reUrl);

  const go = (authUrl: string) => {
    const url = didAuthorizeUrl(authUrl, back);
    if (url) window.location.assign(url);
  };

  return (
    <main className="auth">
      <AuthHero title={t('auth.didTitle')} subtitle={t('auth.didDesc')} />
      <QueryState
        queries={[channels]}
        skeleton={
          <div className="auth-did-list" aria-busy="true">
            <SkeletonBlock height={52} radius={26} />
          </div>
        }
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={t('auth.didNone')} />
          ) : (
            <div className="auth-did-list">
              {list.map((c) => (
                <ActionButton key={c.channel} onClick={() => go(c.authUrl)} testId={`did-channel-${c.channel}`}>
                  {t('auth.didGo', { name: c.name })}
                </ActionButton>
              ))}
            </div>
          )
        }
      </QueryState>
      <section className="auth-did-note">
        <TenantContent kind="digitalIdentity" quiet />
      </section>
    </main>
  );
}
