// The wallet's query keys, in one place: the api files build their queries from them and the writes
// invalidate them. Pages never hold keys (decision 017).
export const walletKeys = {
  all: ['wallet'] as const,
  info: ['wallet', 'info'] as const,
  cards: ['wallet', 'cards'] as const,
  bills: ['wallet', 'bills'] as const,
  billList: (month: string, kind: string, lang: string) => ['wallet', 'bills', 'list', month, kind, lang] as const,
  bill: (billNo: string, lang: string) => ['wallet', 'bills', 'detail', billNo, lang] as const,
};
