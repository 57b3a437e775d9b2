/** Who may open the shipping queue (the server's READ roles of console-shipping). */
export const SHIPPING_READERS = ['owner', 'support', 'editor', 'finance', 'platformAdmin'] as const;
/** Who may mark an order shipped (the server's SHIP roles): the people who handle orders (decision 039). */
export const SHIPPERS = ['owner', 'support'] as const;
