import { FollowList } from '../../../features/social/components/follow-list';
import { userIdParam } from '../../../features/social/paths';
import { useSocialTexts } from '../../../features/social/texts';
import type { PageProps } from '../../page';
import '../../../features/social/social.css';

/** Spec: /pages/account/personal/fans?id= (login): who follows a user (no id: me), infinite, with follow-back. */
export default function FansPage({ query }: PageProps) {
  useSocialTexts();
  return <FollowList kind="fans" userId={userIdParam(query.id)} />;
}
