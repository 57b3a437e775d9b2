// The airdrops' texts (issue 14): the list and one airdrop. One chunk per language, loaded with the
// airdrop pages (features/airdrop/texts.ts), not with the boot.
export default {
  airdrop: {
    empty: 'No airdrops for you yet',
    phase: {
      open: 'Receivable',
      upcoming: 'Not started',
      received: 'Received',
      exhausted: 'All claimed',
      expired: 'Expired',
    },
    startsIn: 'Starts in',
    endedAt: 'Ended {{time}}',
    endsIn: 'Ends in',
    claims: '{{claimed}}/{{limit}} claimed',
    claimsLabel: 'Claims',
    perUser: '{{count}} each',
    perUserLabel: 'Per person',
    collection: 'Collectible',
    window: 'Window',
    about: 'About this airdrop',
    receive: 'Receive for free',
    receiving: 'Receiving…',
    notStarted: 'Not started yet',
    failed: 'Could not receive it. Please try again.',
    notFound: 'This airdrop is not available to you',
    result: {
      title: 'Yours',
      minting: 'It is yours now and is being minted on chain; it shows as minting until the chain confirms.',
      view: 'View the item',
      viewMinting: 'View the item (minting)',
    },
  },
} as const;
