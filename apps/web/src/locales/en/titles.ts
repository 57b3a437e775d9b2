// Titles of the identity pages (route table `title` keys, under `nav`). They load with the boot
// because the navigation bar shows them before a page's chunk has arrived.
export default {
  login: 'Log in',
  register: 'Sign up',
  forget: 'Reset password',
  agreement: 'User Agreement',
  policy: 'Privacy Policy',
  digitalIdentity: 'Digital identity',
  profile: 'Profile',
  updateNickname: 'Nickname',
  updateIntro: 'Introduction',
  safety: 'Account security',
  pwdUpdate: 'Change password',
  pwdForget: 'Forgot password',
  twopwdSet: 'Set pay password',
  twopwdUpdate: 'Change pay password',
  twopwdForget: 'Forgot pay password',
  verify: 'Real-name verification',
  passVerify: 'Real name verified',
  chainVerify: 'Open chain account',
  chainOpened: 'Chain account',
  chainNotOpened: 'Chain account',
} as const;
