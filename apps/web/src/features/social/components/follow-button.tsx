import { confirm } from '../../../components/shell/confirm';
import { toast } from '../../../components/shell/feedback';
import { useFollowMutation } from '../api/follow';
import { followLabel } from '../rules';
import { useSocialTexts } from '../texts';

/**
 * Follow / follow back / following / mutual. Following is one tap; unfollowing asks first. The button
 * keeps its state until the server has answered (the lists and counts are loaded again then).
 */
export function FollowButton({
  userId,
  name,
  followed,
  followsMe,
  size = 'normal',
  testId = 'follow-button',
}: {
  userId: number;
  name: string;
  followed: boolean;
  followsMe: boolean;
  size?: 'normal' | 'small';
  testId?: string;
}) {
  const { t } = useSocialTexts();
  const mutation = useFollowMutation();
  const label = followLabel({ followed, followsMe });

  const onClick = async () => {
    if (mutation.isPending) return;
    if (followed) {
      const ok = await confirm({
        content: t('social.follow.unfollowConfirm', { name }),
        confirmText: t('social.follow.unfollow'),
        cancelText: t('social.follow.keep'),
        danger: true,
      });
      if (!ok) return;
    }
    try {
      await mutation.mutateAsync({ userId, follow: !followed });
      toast(t(followed ? 'social.follow.unfollowed' : 'social.follow.followed'));
    } catch {
      // The request layer shows the refusal's message (spec §7); the state stays as it was.
    }
  };

  return (
    <button
      type="button"
      className={`social-follow social-follow--${followed ? 'on' : 'off'} social-follow--${size}`}
      onClick={() => void onClick()}
      disabled={mutation.isPending}
      aria-pressed={followed}
      // The visible words first (WCAG 2.5.3), then whom they are about: lists hold many such buttons.
      aria-label={`${t(`social.follow.${label}`)} · ${name}`}
      data-testid={testId}
      data-state={label}
    >
      {followed ? null : (
        <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
          <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
      )}
      {t(`social.follow.${label}`)}
    </button>
  );
}
