import { useNavigate } from 'react-router';
import { DetailPage } from '../../../components/query-state';
import { EmptyState } from '../../../components/ui/empty-state';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { IDENTITY_PATHS } from '../../../features/identity/paths';
import { SALE_PATHS } from '../../../features/sale/paths';
import { usePersonalPage } from '../../../features/social/api/get-personal-page';
import { DisplayedGrid } from '../../../features/social/components/displayed-grid';
import { PersonalHeader } from '../../../features/social/components/personal-header';
import { concernPath, fansPath, userIdParam } from '../../../features/social/paths';
import { useSocialTexts } from '../../../features/social/texts';
import type { PageProps } from '../../page';
import '../../../features/social/social.css';

/**
 * Spec: /pages/account/personal/index?id= (login): a user's public page — avatar, nickname, intro,
 * follower and following counts (to their lists), the follow button, and the collectibles they show.
 * Without `id` (or with my own), my page.
 */
export default function PersonalPage({ query }: PageProps) {
  const { t, lang } = useSocialTexts();
  const navigate = useNavigate();
  const raw = query.id;
  const userId = userIdParam(raw);
  const page = usePersonalPage(userId, lang);
  return (
    <DetailPage
      query={page}
      missing={raw !== undefined && raw !== '' && userId === null}
      notFound={<EmptyState title={t('social.page.notFound')} />}
      skeleton={
        <main className="social-page" aria-busy="true">
          <SkeletonBlock height={210} radius={0} />
          <div className="social-section">
            <SkeletonBlock height={200} radius={14} />
          </div>
        </main>
      }
    >
      {(data) => (
        <main className="social-page" data-testid="personal-page">
          <PersonalHeader
            page={data}
            fansTo={fansPath(data.me ? null : data.user.id)}
            concernTo={concernPath(data.me ? null : data.user.id)}
            editProfileTo={IDENTITY_PATHS.profile}
          />
          <DisplayedGrid
            page={data}
            userId={userId}
            emptyAction={{ text: t('social.page.goMine'), onClick: () => void navigate(SALE_PATHS.myHome) }}
          />
        </main>
      )}
    </DetailPage>
  );
}
