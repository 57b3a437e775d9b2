// Titles of the activity (casting) pages (route table `title` keys, under `nav`). They load with the boot
// because the navigation bar shows them before a page's chunk has arrived.
export default {
  activities: 'Activities',
  activityDetail: 'Activity',
  activitySelect: 'Choose items',
  activityItems: 'Qualifying items',
  activityOrder: 'Confirm order',
  couponSelect: 'Choose items',
} as const;
