// Titles of the primary sale's pages (route table `title` keys, under `nav`). They load with the boot
// because the navigation bar shows them before a page's chunk has arrived.
export default {
  cashier: 'Cashier',
  orders: 'My orders',
  orderDetail: 'Order details',
  orderReceipt: 'Payment receipt',
  myHome: 'My home',
  openedBoxes: 'Opened boxes',
} as const;
