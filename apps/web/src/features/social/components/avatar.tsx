import { sizedImage } from '../../../lib/image';

/** A user's round avatar, or a silhouette when they have none. */
export function SocialAvatar({ src, size = 44, className }: { src: string; size?: number; className?: string }) {
  const img = src ? sizedImage(src, `${size}px`) : null;
  return (
    <span className={`social-avatar ${className ?? ''}`} style={{ width: size, height: size }} aria-hidden="true">
      {img ? (
        <img {...img} alt="" loading="lazy" />
      ) : (
        <svg viewBox="0 0 24 24" width={size * 0.6} height={size * 0.6}>
          <circle cx="12" cy="8.5" r="4" fill="currentColor" />
          <path d="M4 20.5c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5" fill="currentColor" />
        </svg>
      )}
    </span>
  );
}
