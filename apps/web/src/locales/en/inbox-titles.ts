// Titles of the inbox's pages (route table `title` keys, under `nav`), loaded with the boot like the
// other titles: the navigation bar shows them before the page's chunk arrives.
export default {
  inbox: 'Inbox',
} as const;
