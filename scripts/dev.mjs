// `npm run dev`: the server from source (restarting on change, :8080), the storefront's Vite dev server (:5173)
// and the console's (:5174/console/), both proxying /api to the server. Each line is prefixed with its part;
// Ctrl-C (or one part ending) stops all three.
import { spawn } from 'node:child_process';

const parts = [
  { name: 'server ', args: ['run', 'dev', '-w', '@curio/server'] },
  { name: 'web    ', args: ['run', 'dev', '-w', '@curio/web'] },
  { name: 'console', args: ['run', 'dev', '-w', '@curio/console'] },
];

const children = parts.map(({ name, args }) => {
  const child = spawn('npm', args, { stdio: ['ignore', 'pipe', 'pipe'], detached: process.platform !== 'win32' });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`[${name}] ${line}\n`);
    });
  }
  return child;
});

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode !== null) continue;
    try {
      // The whole group: npm's child (tsx watch, vite) with it.
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  }
  process.exitCode = code;
}

for (const [i, child] of children.entries()) {
  child.on('exit', (code) => {
    if (!stopping) process.stdout.write(`[${parts[i].name}] ended (${code ?? 'signal'}); stopping the others\n`);
    stopAll(code ?? 1);
  });
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
