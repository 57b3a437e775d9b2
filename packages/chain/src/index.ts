// @curio/chain: the collectible contract, its compiled artifact and the chain adapters.
export {};
