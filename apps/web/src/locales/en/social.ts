// Display and follows (issue 14): the personal page, fans and following lists, the display switch on
// my collectible's page. One chunk per language, loaded with the pages that show them (features/social/texts).
export default {
  social: {
    retry: 'Try again',
    close: 'Close',
    copy: 'Copy',
    copied: 'Copied',
    page: {
      id: 'ID {{id}}',
      noIntro: 'No introduction yet',
      followers: 'Followers',
      following: 'Following',
      displayed: 'On display',
      emptyMine: 'Nothing on display yet',
      emptyMineDesc: 'Open a collectible you hold and switch on “Show on my page”.',
      emptyOther: 'Nothing on display yet',
      goMine: 'My collectibles',
      editProfile: 'Edit profile',
      notFound: 'This user does not exist',
      followsYou: 'Follows you',
      unnamed: 'Collector {{id}}',
    },
    follow: {
      follow: 'Follow',
      following: 'Following',
      followBack: 'Follow back',
      mutual: 'Mutual',
      unfollowConfirm: 'Unfollow {{name}}?',
      unfollow: 'Unfollow',
      keep: 'Cancel',
      followed: 'Followed',
      unfollowed: 'Unfollowed',
    },
    lists: {
      fansEmpty: 'No followers yet',
      concernEmpty: 'Not following anyone yet',
      you: 'You',
    },
    item: {
      serial: '#{{serial}}/{{total}}',
      token: 'Token ID',
      minting: 'Minting on chain',
      open: 'View {{name}}',
    },
    display: {
      label: 'Show on my page',
      on: 'Everyone signed in can see it on your public page',
      off: 'Hidden: only you can see it',
      shown: 'Shown on your page',
      hidden: 'Hidden from your page',
      frozen: 'It cannot be shown or hidden while its transfer is on chain',
      viewPage: 'View my page',
    },
    mine: {
      link: 'My page',
    },
  },
} as const;
