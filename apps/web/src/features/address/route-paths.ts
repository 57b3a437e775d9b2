// The address area's route paths alone, each written once: the boot's route table knows the area by them
// (app/routes/index.ts, decision 073) and its list (app/routes/address.routes.ts) takes them from here. The links
// and the readers of a page's query built on them are in ./paths, which re-exports them.

export const ADDRESS_PATHS = {
  /** My addresses: default first; edit, delete, set default; pick one for an order (login). */
  list: '/pages/activity/address/index',
  /** Add an address, or edit one (`?id=`) (login). */
  add: '/pages/activity/address/add',
} as const;
