import type { ContractArtifact } from '../src/artifacts';

export const CONTRACT: string;
/** Compiles contracts/CurioCollectible.sol with solc-js; the artifact as `npm run compile` writes it. */
export function compile(): ContractArtifact;
/** The artifact file's exact text. */
export function serialize(artifact: ContractArtifact): string;
