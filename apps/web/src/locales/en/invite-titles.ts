// Titles of the invite pages (route table `title` keys, under `nav`), loaded with the boot like the others.
export default {
  invite: 'Invite friends',
  inviteDetail: 'My invitees',
  inviteRanking: 'Invite ranking',
} as const;
