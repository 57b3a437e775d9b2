import { FollowList } from '../../../features/social/components/follow-list';
import { userIdParam } from '../../../features/social/paths';
import { useSocialTexts } from '../../../features/social/texts';
import type { PageProps } from '../../page';
import '../../../features/social/social.css';

/** Spec: /pages/account/personal/concern?id= (login): whom a user follows (no id: me), infinite. */
export default function ConcernPage({ query }: PageProps) {
  useSocialTexts();
  return <FollowList kind="following" userId={userIdParam(query.id)} />;
}
