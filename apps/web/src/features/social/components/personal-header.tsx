import { Link } from 'react-router';
import type { PersonalPage } from '../api/get-personal-page';
import { displayName } from '../rules';
import { useSocialTexts } from '../texts';
import { SocialAvatar } from './avatar';
import { FollowButton } from './follow-button';

/**
 * The head of a personal page: avatar, nickname, id, intro, follower and following counts (each a link
 * to its list), and the follow button on another user's page (an "edit profile" link on mine).
 */
export function PersonalHeader({
  page,
  fansTo,
  concernTo,
  editProfileTo,
}: {
  page: PersonalPage;
  fansTo: string;
  concernTo: string;
  /** Where "edit profile" goes on my own page (the identity feature's page, given by the route). */
  editProfileTo: string;
}) {
  const { t } = useSocialTexts();
  const name = displayName(page.user, t);
  return (
    <section className="social-hero" data-testid="personal-header" data-user-id={page.user.id} data-me={page.me}>
      <span className="social-hero__orb" aria-hidden="true" />
      <div className="social-hero__who">
        <SocialAvatar src={page.user.avatar} size={72} className="social-hero__avatar" />
        <div className="social-hero__names">
          <h1 className="social-hero__name" data-testid="personal-nickname">
            {name}
          </h1>
          <p className="social-hero__id">
            {t('social.page.id', { id: page.user.id })}
            {page.followsMe ? (
              <span className="social-chip" data-testid="personal-follows-me">
                {t('social.page.followsYou')}
              </span>
            ) : null}
          </p>
        </div>
      </div>
      <p className={`social-hero__intro${page.user.intro ? '' : ' social-hero__intro--empty'}`} data-testid="personal-intro">
        {page.user.intro || t('social.page.noIntro')}
      </p>
      <div className="social-hero__bar">
        <nav className="social-counts" aria-label={name}>
          <Link to={fansTo} className="social-count" data-testid="personal-fans">
            <b data-testid="personal-fans-count">{page.followers}</b>
            <span>{t('social.page.followers')}</span>
          </Link>
          <Link to={concernTo} className="social-count" data-testid="personal-concern">
            <b data-testid="personal-concern-count">{page.following}</b>
            <span>{t('social.page.following')}</span>
          </Link>
          <span className="social-count social-count--static">
            <b data-testid="personal-displayed-count">{page.displayedCount}</b>
            <span>{t('social.page.displayed')}</span>
          </span>
        </nav>
        {page.me ? (
          <Link to={editProfileTo} className="social-follow social-follow--on social-follow--normal" data-testid="personal-edit">
            {t('social.page.editProfile')}
          </Link>
        ) : (
          <FollowButton userId={page.user.id} name={name} followed={page.followed} followsMe={page.followsMe} />
        )}
      </div>
    </section>
  );
}
