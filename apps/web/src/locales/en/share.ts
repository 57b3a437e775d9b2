// Sharing (issue 32 item 12, decision 070): the share button and sheet, the poster, a shared item's page.
// One chunk per language, loaded with the pages that show them (features/share/texts.ts).
export default {
  share: {
    action: 'Share',
    label: 'Share {{name}}',
    sheet: { title: 'Share', close: 'Close' },
    poster: {
      alt: 'Poster of {{name}} with a QR code',
      making: 'Making the poster…',
      failed: 'The poster could not be made',
      retry: 'Try again',
      scan: 'Scan to view',
      from: 'Shared from {{platform}}',
    },
    copy: 'Copy link',
    copied: 'Link copied',
    save: 'Save poster',
    saved: 'Poster saved',
    system: 'More',
    item: {
      heading: 'A shared collectible',
      holder: 'Held by {{name}}',
      serial: 'Serial number',
      readOnly: 'You are viewing a collectible someone shared. Only its holder can gift or sell it.',
      viewCollection: 'View the collection',
      gone: 'The person who shared this collectible no longer holds it.',
      invalid: 'This share link is not valid.',
    },
  },
} as const;
