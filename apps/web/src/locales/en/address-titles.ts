// Titles of the address pages (route table `title` keys, under `nav`), loaded with the boot.
export default {
  addresses: 'My addresses',
  addressEdit: 'Address details',
} as const;
