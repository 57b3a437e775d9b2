// Where a shared item's page lives (issue 32 item 12, beyond the spec's route table; decision 070). The
// contract names it too (`SHARE_PAGES.item`: the server writes it into the short link); a route test holds
// the two together. The route table takes it from here (a literal: the size script reads it).

export const SHARE_PATHS = {
  /** A held item shown read-only to anyone with its link (`?t=<share token>`; no login). */
  item: '/pages/share/item',
} as const;
