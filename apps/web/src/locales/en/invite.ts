// Invites (issue 20): my code, the poster, statistics, my invitees, the ranking. One chunk per language,
// loaded with the invite pages (features/invite/texts.ts).
export default {
  invite: {
    code: { label: 'My invite code', copy: 'Copy code', copied: 'Invite code copied' },
    poster: {
      alt: 'Invite poster of {{name}} with the invite code {{code}} and a QR code',
      title: '{{name}} invites you to join',
      scan: 'Scan to register',
      making: 'Making your poster…',
      failed: 'The poster could not be made',
      retry: 'Try again',
      save: 'Save image',
      saved: 'Poster saved',
    },
    link: { copy: 'Copy link', copied: 'Link copied' },
    stats: {
      label: 'Statistics',
      window: { '7d': '7 days', '1m': '1 month', '3m': '3 months' },
      invited: 'Invited',
      verified: 'Verified',
      firstPurchase: 'First purchase',
    },
    toDetail: 'My invitees',
    toRanking: 'Ranking',
    standing: { registered: 'Registered', verified: 'Verified', purchased: 'Purchased' },
    detail: {
      registeredAt: 'Joined {{date}}',
      empty: { title: 'No invitees yet', text: 'Share your poster or link: friends who register with your code show here.' },
    },
    ranking: {
      label: 'Top inviters by verified invitees',
      count: '{{count}} verified',
      mine: 'My rank',
      unranked: 'Not ranked yet',
      empty: { title: 'No ranking yet', text: 'Invite friends who verify their real name to appear here.' },
    },
  },
} as const;
