// Titles of the airdrop pages (route table `title` keys, under `nav`). They load with the boot because
// the navigation bar shows them before a page's chunk has arrived.
export default {
  airdrops: '空投',
  airdropDetail: '空投详情',
} as const;
