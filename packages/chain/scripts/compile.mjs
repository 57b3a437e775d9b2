// Compiles contracts/*.sol with solc-js and writes src/artifacts/<Contract>.json.
// `node scripts/compile.mjs --check` compiles and fails if the committed artifact differs.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
export const CONTRACT = 'CurioCollectible';
const artifactPath = join(packageDir, 'src', 'artifacts', `${CONTRACT}.json`);

/** Resolves an import the way solc sees it: `@openzeppelin/...` from node_modules, else under contracts/. */
function readSource(path) {
  const file = path.startsWith('@') ? require.resolve(path) : join(packageDir, path);
  return readFileSync(file, 'utf8');
}

/** Compiles the contract; returns the artifact object (deterministic: no paths or dates in it). */
export function compile() {
  const solc = require('solc');
  const entry = `contracts/${CONTRACT}.sol`;
  const input = {
    language: 'Solidity',
    sources: { [entry]: { content: readSource(entry) } },
    settings: {
      evmVersion: 'cancun',
      optimizer: { enabled: true, runs: 200 },
      // No metadata hash: the bytecode then depends on the sources and settings only.
      metadata: { bytecodeHash: 'none' },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } },
    },
  };
  const used = new Map([[entry, input.sources[entry].content]]);
  const findImports = (path) => {
    try {
      const contents = readSource(path);
      used.set(path, contents);
      return { contents };
    } catch (error) {
      return { error: `cannot read ${path}: ${error.message}` };
    }
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports }));
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  const contract = output.contracts[entry][CONTRACT];

  // Hash of every source that went in (sorted by import path) and the settings.
  const hash = createHash('sha256');
  hash.update(JSON.stringify(input.settings));
  for (const path of [...used.keys()].sort()) hash.update(`\n${path}\n${used.get(path)}`);

  return {
    contractName: CONTRACT,
    solcVersion: solc.version(),
    evmVersion: input.settings.evmVersion,
    sourceHash: `sha256:${hash.digest('hex')}`,
    sources: [...used.keys()].sort(),
    abi: contract.abi,
    bytecode: `0x${contract.evm.bytecode.object}`,
    deployedBytecode: `0x${contract.evm.deployedBytecode.object}`,
  };
}

export function serialize(artifact) {
  return `${JSON.stringify(artifact, null, 2)}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = Date.now();
  const text = serialize(compile());
  if (process.argv.includes('--check')) {
    if (readFileSync(artifactPath, 'utf8') !== text) {
      console.error(`${relative(process.cwd(), artifactPath)} is stale: run npm run compile -w @curio/chain`);
      process.exit(1);
    }
    console.log(`artifact up to date (${Date.now() - started} ms)`);
  } else {
    mkdirSync(dirname(artifactPath), { recursive: true });
    writeFileSync(artifactPath, text);
    console.log(`wrote ${relative(process.cwd(), artifactPath)} (${Date.now() - started} ms)`);
  }
}
