// Runs commands concurrently, at most `slots` at a time, each after its `after` step.
// Output of each step is buffered and printed whole when it ends (so steps never interleave their lines);
// the first failure stops the others and the run.
import { spawn } from 'node:child_process';

/**
 * @param {{ name: string, cmd: string, args: string[], after?: string }[]} steps
 * @param {number} slots
 * @param {{ write(chunk: string | Buffer): unknown }} [out] where each step's output goes when it ends
 * @returns {Promise<void>}
 */
export function runSteps(steps, slots, out = process.stdout) {
  return new Promise((resolve, reject) => {
    const done = new Set();
    const running = new Map();
    const waiting = [...steps];
    let failed = false;
    const stopAll = () => {
      for (const child of running.values()) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
    };
    process.once('exit', stopAll);

    const next = () => {
      if (failed) return;
      if (waiting.length === 0 && running.size === 0) {
        process.off('exit', stopAll);
        return resolve();
      }
      while (running.size < slots) {
        const i = waiting.findIndex((s) => !s.after || done.has(s.after));
        if (i < 0) break;
        const [s] = waiting.splice(i, 1);
        start(s);
      }
      if (running.size === 0) {
        failed = true;
        reject(new Error(`steps wait on steps that never run: ${waiting.map((s) => `${s.name} after ${s.after}`).join(', ')}`));
      }
    };

    const start = (s) => {
      const t0 = Date.now();
      // Its own process group, so that stopping it stops what it started (npm runs the tool in a shell).
      const child = spawn(s.cmd, s.args, {
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
      const output = [];
      child.stdout.on('data', (b) => output.push(b));
      child.stderr.on('data', (b) => output.push(b));
      running.set(s.name, child);
      child.on('close', (code, signal) => {
        running.delete(s.name);
        const secs = ((Date.now() - t0) / 1000).toFixed(1);
        if (failed) return;
        out.write(`\n-- ${s.name} (${secs} s)${code === 0 ? '' : ' FAILED'}\n`);
        out.write(Buffer.concat(output));
        if (code !== 0) {
          failed = true;
          stopAll();
          const err = new Error(`${s.name} failed (${code ?? signal})`);
          err.exitCode = code ?? 1;
          return reject(err);
        }
        done.add(s.name);
        next();
      });
    };
    next();
  });
}
