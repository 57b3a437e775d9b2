import '../favourite.css';
import type { FavouriteTarget } from '@curio/contract/client';
import { Suspense } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/shell/feedback';
import { useSession } from '../../../lib/session';
import { useFavouriteStates } from '../api/favourite-states';
import { useSetFavouriteMutation } from '../api/set-favourite';
import { useFavouriteTexts } from '../texts';
import { HeartIcon } from './heart-icon';

export interface FavouriteHeartProps {
  targetType: FavouriteTarget;
  targetId: number;
  /** What it is (the button's label names it: a list holds many hearts). */
  name: string;
  /** Where a signed-out tap goes: login, coming back here (the route gives it). */
  loginTo: string;
  /** `detail`: a round button with the count; `card`: a small one on a list card. */
  variant?: 'detail' | 'card';
  /** The state when the caller already has it (a list asks for its page's hearts at once); else asked here. */
  state?: { favourited: boolean; count: number } | undefined;
  /** `fav-heart--end`: pushed to the end of the row it sits in. */
  className?: string;
}

function HeartBody({ targetType, targetId, name, loginTo, variant = 'detail', state, className }: FavouriteHeartProps) {
  const { t } = useFavouriteTexts();
  const navigate = useNavigate();
  const signedIn = useSession((s) => Boolean(s.token));
  const asked = useFavouriteStates(targetType, [targetId], signedIn && state === undefined).data?.get(targetId);
  const known = state ?? asked;
  const mutation = useSetFavouriteMutation();
  const on = mutation.isPending ? mutation.variables.favourite : signedIn && (known?.favourited ?? false);
  const count = known?.count;
  const showCount = variant === 'detail' && signedIn && count !== undefined;

  const onClick = async () => {
    if (!signedIn) {
      void navigate(loginTo);
      return;
    }
    if (mutation.isPending) return;
    try {
      const r = await mutation.mutateAsync({ targetType, targetId, favourite: !on });
      toast(t(r.favourited ? 'favourites.heart.added' : 'favourites.heart.removed'));
    } catch {
      // The request layer shows the refusal's message; the heart stays as it was.
    }
  };

  return (
    <button
      type="button"
      className={`fav-heart fav-heart--${variant}${on ? ' fav-heart--on' : ''}${className ? ` ${className}` : ''}`}
      aria-pressed={on}
      // The name holds what the button shows (WCAG 2.5.3, the visible label in the name): the count too.
      aria-label={showCount ? t('favourites.heart.labelCount', { name, count }) : t('favourites.heart.label', { name })}
      onClick={(e) => {
        // On a card the heart sits inside a link: the tap is the heart's alone.
        e.preventDefault();
        e.stopPropagation();
        void onClick();
      }}
      aria-busy={mutation.isPending}
      data-testid="favourite-heart"
      data-state={on ? 'on' : 'off'}
      data-target={`${targetType}:${targetId}`}
    >
      <HeartIcon filled={on} size={variant === 'card' ? 18 : 22} />
      {showCount ? (
        <span className="fav-heart__count" data-testid="favourite-count">
          {count}
        </span>
      ) : null}
    </button>
  );
}

/**
 * The heart on a collection, a listing or a list card (issue 16): pressed when I keep it. A signed-out
 * tap goes to login (and back). Its texts load beside the page that shows it, never holding it up.
 */
export function FavouriteHeart(props: FavouriteHeartProps) {
  const placeholder = (
    <span
      className={`fav-heart fav-heart--${props.variant ?? 'detail'} fav-heart--waiting${props.className ? ` ${props.className}` : ''}`}
      aria-hidden="true"
    />
  );
  // The server's first screen of a collection (decision 032) is public data only and never hydrated: it
  // gets the placeholder, whether or not the heart's texts happen to be loaded in the server's process.
  if (typeof window === 'undefined') return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <HeartBody {...props} />
    </Suspense>
  );
}
