import type { FollowRow } from './api/list-follows';

/** What a follow button says: follow, follow back (they follow me), following, or mutual. */
export type FollowLabel = 'follow' | 'followBack' | 'following' | 'mutual';

export function followLabel(s: { followed: boolean; followsMe: boolean }): FollowLabel {
  if (s.followed) return s.followsMe ? 'mutual' : 'following';
  return s.followsMe ? 'followBack' : 'follow';
}

/** The name to show: the nickname, or "Collector <id>" when it is empty. */
export function displayName(
  user: Pick<FollowRow['user'], 'id' | 'nickname'>,
  t: (key: string, o?: Record<string, unknown>) => string,
) {
  return user.nickname.trim() || t('social.page.unnamed', { id: user.id });
}
