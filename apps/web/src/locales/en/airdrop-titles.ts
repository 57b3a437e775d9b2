// Titles of the airdrop pages (route table `title` keys, under `nav`). They load with the boot because
// the navigation bar shows them before a page's chunk has arrived.
export default {
  airdrops: 'Airdrops',
  airdropDetail: 'Airdrop',
} as const;
