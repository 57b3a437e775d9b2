import type { ReactNode } from 'react';

const paths = {
  orders: (
    <>
      <rect x="5" y="3.5" width="14" height="17" rx="2.5" />
      <path d="M9 8.5h6M9 12h6M9 15.5h3.5" />
    </>
  ),
  wallet: (
    <>
      <path d="M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3" />
      <rect x="4" y="8" width="16" height="11" rx="2.5" />
      <path d="M15.5 13.5h1.5" />
    </>
  ),
  invite: (
    <>
      <circle cx="10" cy="8.5" r="3.5" />
      <path d="M3.5 19a6.5 6.5 0 0 1 13 0M18.5 8v6M15.5 11h6" />
    </>
  ),
  home: (
    <>
      <path d="M4 11 12 4.5l8 6.5" />
      <path d="M6 9.5V19h12V9.5M10 19v-5h4v5" />
    </>
  ),
  flow: <path d="M5 8h12l-3-3M19 16H7l3 3" />,
  receive: (
    <>
      <path d="M12 4v10M8 10l4 4 4-4" />
      <path d="M4.5 15v3.5h15V15" />
    </>
  ),
  airdrop: (
    <>
      <path d="M4 10a8 6 0 0 1 16 0z" />
      <path d="M4 10l8 8 8-8M12 10v8" />
      <rect x="9.5" y="17.5" width="5" height="3.5" rx="0.8" />
    </>
  ),
  activity: (
    <>
      <path d="M12 3.5l2.4 4.9 5.4.8-3.9 3.8.9 5.4-4.8-2.5-4.8 2.5.9-5.4-3.9-3.8 5.4-.8z" />
      <path d="M5 21h14" />
    </>
  ),
  synthesis: (
    <>
      <circle cx="8" cy="8" r="3.5" />
      <circle cx="16" cy="8" r="3.5" />
      <path d="M12 13v7M8.5 16.5 12 20l3.5-3.5" />
    </>
  ),
  gift: (
    <>
      <rect x="4" y="9" width="16" height="11" rx="2" />
      <path d="M3.5 9h17M12 9v11M12 9S10.5 4.5 8 5.5 9.5 9 12 9zM12 9s1.5-4.5 4-3.5S14.5 9 12 9z" />
    </>
  ),
  box: (
    <>
      <path d="M4 8.5 12 5l8 3.5v8L12 20l-8-3.5z" />
      <path d="M4 8.5 12 12l8-3.5M12 12v8" />
    </>
  ),
  coupon: (
    <>
      <path d="M4 7h16v3.5a1.8 1.8 0 0 0 0 3.5V17H4v-3a1.8 1.8 0 0 0 0-3.5z" />
      <path d="M14 7.5v9" strokeDasharray="1.5 2" />
    </>
  ),
  exchange: (
    <>
      <path d="M5 9h12l-3-3M19 15H7l3 3" />
    </>
  ),
  album: (
    <>
      <rect x="4" y="5" width="16" height="14" rx="2.5" />
      <path d="m4.5 16 4.5-4.5 3.5 3.5 2.5-2.5 4.5 4.5" />
      <circle cx="15.5" cy="9" r="1.3" />
    </>
  ),
  address: (
    <>
      <path d="M12 20s6-5.4 6-10a6 6 0 0 0-12 0c0 4.6 6 10 6 10z" />
      <circle cx="12" cy="10" r="2.2" />
    </>
  ),
  profile: (
    <>
      <circle cx="12" cy="8.5" r="3.5" />
      <path d="M5 19.5a7 7 0 0 1 14 0" />
    </>
  ),
  safety: (
    <>
      <path d="M12 3.5 5 6v5.5c0 4.2 3 7.6 7 9 4-1.4 7-4.8 7-9V6z" />
      <path d="m9 12 2.2 2.2L15.5 10" />
    </>
  ),
  realName: (
    <>
      <rect x="3.5" y="5.5" width="17" height="13" rx="2.5" />
      <circle cx="9" cy="11" r="2" />
      <path d="M6 15.5a3 3 0 0 1 6 0M14 10h3.5M14 13h3" />
    </>
  ),
  chain: (
    <>
      <path d="M10 14a3.5 3.5 0 0 0 5 0l3-3a3.5 3.5 0 0 0-5-5l-1 1" />
      <path d="M14 10a3.5 3.5 0 0 0-5 0l-3 3a3.5 3.5 0 0 0 5 5l1-1" />
    </>
  ),
  password: (
    <>
      <rect x="5" y="10.5" width="14" height="9.5" rx="2" />
      <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5M12 14v2.5" />
    </>
  ),
  payPassword: (
    <>
      <rect x="3.5" y="6" width="17" height="12" rx="2.5" />
      <path d="M7 12h.01M10.5 12h.01M14 12h.01M17.5 12h.01" strokeWidth="2.6" />
    </>
  ),
  reset: (
    <>
      <path d="M5 12a7 7 0 1 0 2.1-5" />
      <path d="M5 4.5V8h3.5" />
      <path d="M12 9.5v3l2 1.5" />
    </>
  ),
  settings: (
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 3.5v2M12 18.5v2M3.5 12h2M18.5 12h2M6 6l1.4 1.4M16.6 16.6 18 18M6 18l1.4-1.4M16.6 7.4 18 6" />
    </>
  ),
  help: (
    <>
      <circle cx="12" cy="12" r="8" />
      <path d="M9.6 9.6a2.5 2.5 0 1 1 3.4 2.3c-.6.3-1 .8-1 1.5v.6" />
      <path d="M12 16.8h.01" strokeWidth="2.4" />
    </>
  ),
  language: (
    <>
      <circle cx="12" cy="12" r="8" />
      <path d="M4 12h16M12 4c2.2 2.2 3.2 5 3.2 8s-1 5.8-3.2 8c-2.2-2.2-3.2-5-3.2-8s1-5.8 3.2-8z" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type MenuIconName = keyof typeof paths;

/** Line icons of the account pages (24×24, stroke in currentColor). */
export function MenuIcon({ name, size = 22 }: { name: MenuIconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      {paths[name]}
    </svg>
  );
}

export function Chevron() {
  return (
    <svg
      className="acct-chevron"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden
    >
      <path d="m9 5 7 7-7 7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The picture of a user without an avatar. */
export function AvatarFallback({ size = 34 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden>
      <circle cx="12" cy="9" r="4.2" />
      <path d="M3.8 21a8.2 8.2 0 0 1 16.4 0z" />
    </svg>
  );
}
