// Titles of the shared item's page and the help page (route table `title` keys, under `nav`), loaded with the boot.
export default {
  sharedItem: 'Shared collectible',
  help: 'Help',
} as const;
