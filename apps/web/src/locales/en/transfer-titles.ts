// Titles of the ownership moves' pages (route table `title` keys, under `nav`), loaded with the boot.
export default {
  give: 'Gift',
  flow: 'Circulation records',
  receive: 'Claims',
} as const;
