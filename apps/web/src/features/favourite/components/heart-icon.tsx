/** A heart, outlined or filled (decorative: the button around it carries the label and the state). */
export function HeartIcon({ filled, size = 22 }: { filled: boolean; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d="M12 20.3s-7.6-4.6-8.9-9.4C2.3 7.8 4.3 5 7.3 5c1.9 0 3.4 1 4.7 2.8C13.3 6 14.8 5 16.7 5c3 0 5 2.8 4.2 5.9-1.3 4.8-8.9 9.4-8.9 9.4z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.9"
        strokeLinejoin="round"
      />
    </svg>
  );
}
