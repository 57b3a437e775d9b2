// The data export's and account deletion's texts (issue 20, decision 046): the safety page's two rows and
// their sheets. One chunk per language (features/account-data/texts.ts).
export default {
  accountData: {
    group: 'My data',
    exportRow: 'Export my data',
    deleteRow: 'Delete account',
    close: 'Close',
    export: {
      title: 'Export my data',
      intro:
        'A copy of your profile, orders, payments, collectibles with their chain records, gifts and sales, invites, addresses and coupons, as one JSON file. Your ID number is never included. It is prepared in a few moments and kept for 24 hours.',
      request: 'Request a copy',
      preparing: 'Preparing your data…',
      ready: 'Ready until {{time}}',
      expired: 'Expired: request a new copy',
      download: 'Download',
      requested: 'Your data is being prepared',
      downloaded: 'Downloaded',
      none: 'No export yet',
    },
    delete: {
      title: 'Delete account',
      intro:
        'Deleting your account signs you out everywhere and erases your personal data: phone, nickname, avatar, real name and ID number, addresses, follows and favourites. Orders and payments are kept for accounting, without your name. Your phone number may register again as a new account. This cannot be undone.',
      blocked: 'Your account cannot be deleted yet:',
      collectibles: '{{count}} collectibles still held: give, sell or let them go first',
      money: '¥{{amount}} still in your wallet: withdraw it first',
      orders: '{{count}} open orders or listings: finish or cancel them first',
      clear: 'Nothing stands in the way.',
      payPassword: 'Pay password',
      submit: 'Delete my account',
      confirm: 'Delete your account for good? This cannot be undone.',
      confirmYes: 'Delete',
      cancel: 'Cancel',
      done: 'Your account has been deleted',
      checking: 'Checking your account…',
    },
  },
};
