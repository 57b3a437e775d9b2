// Titles of the social pages (route table `title` keys, under `nav`). They load with the boot because
// the navigation bar shows them before a page's chunk has arrived.
export default {
  personal: 'Personal page',
  fans: 'Followers',
  concern: 'Following',
} as const;
