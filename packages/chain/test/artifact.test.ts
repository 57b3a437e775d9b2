import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { compile, serialize } from '../scripts/compile.mjs';
import { curioCollectible, type ContractArtifact } from '../src/artifacts';

// solc-js takes a few seconds: compile once for the whole file.
let built: ContractArtifact;
beforeAll(() => {
  built = compile();
}, 60_000);

describe('the committed artifact', () => {
  it('was built from the current source, with the same compiler and settings', () => {
    expect(curioCollectible.sourceHash).toBe(built.sourceHash);
    expect(curioCollectible.solcVersion).toBe(built.solcVersion);
    expect(curioCollectible.evmVersion).toBe('cancun');
  });

  it('has the bytecode and ABI the source compiles to', () => {
    expect(curioCollectible.bytecode).toBe(built.bytecode);
    expect(curioCollectible.deployedBytecode).toBe(built.deployedBytecode);
    expect(curioCollectible.abi).toEqual(built.abi);
  });

  it('is byte for byte what `npm run compile` writes', () => {
    const committed = readFileSync(new URL('../src/artifacts/CurioCollectible.json', import.meta.url), 'utf8');
    expect(committed).toBe(serialize(built));
  });

  it('exposes the platform operations and the ERC-721 events', () => {
    const names = built.abi.map((item) => ('name' in item ? `${item.type}:${item.name}` : item.type));
    for (const name of [
      'function:mint',
      'function:burn',
      'function:transferFrom',
      'function:ownerOf',
      'function:tokenURI',
      'event:Transfer',
    ]) {
      expect(names).toContain(name);
    }
  });
});
