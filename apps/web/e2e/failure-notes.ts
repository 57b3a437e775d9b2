import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterEach, inject } from 'vitest';

// What a failed end-to-end test's pages showed (the e2e project's setup file): a test that fails once on a
// busy machine is fixed at its mechanism, and the mechanism is in what the browser saw — the page's address,
// its visible text (and its frames'), the errors it logged, the requests that failed. CI keeps only the end of
// the log, so the notes go into the failure's own message; each page's screenshot goes to test-results.

const FAILURES = path.resolve(import.meta.dirname, '../../../test-results/e2e-failures');
// Kept on globalThis: the e2e project shares modules across a worker's files (isolate: false) but runs this
// setup file again for each, so the browsers a file's helpers registered are found by its own hook.
interface Watch {
  seen: WeakMap<BrowserContext, string[]>;
  /** Requests sent and not yet answered, with when they were sent. */
  pending: WeakMap<BrowserContext, Map<Request, number>>;
  browsers: Set<Browser>;
}
const shared = globalThis as { curioE2eWatch?: Watch };
shared.curioE2eWatch ??= { seen: new WeakMap(), pending: new WeakMap(), browsers: new Set() };
/** What each context saw go wrong, the latest last (a bounded list). */
const { seen, pending, browsers } = shared.curioE2eWatch;
const KEEP = 12;

function note(context: BrowserContext, line: string): void {
  const lines = seen.get(context) ?? [];
  lines.push(line.length > 300 ? `${line.slice(0, 300)}…` : line);
  if (lines.length > KEEP) lines.shift();
  seen.set(context, lines);
}

/** The frame a request was made for (none for a service worker's). */
function frameOf(r: Request) {
  try {
    return r.frame();
  } catch {
    return null;
  }
}

function watch(context: BrowserContext): void {
  if (seen.has(context)) return;
  seen.set(context, []);
  const open = new Map<Request, number>();
  pending.set(context, open);
  context.on('request', (r) => {
    // A new document in a frame: what the old one still waited for was cancelled, and Playwright reports no
    // end for some of it (a preload cut off by the navigation). It is not "unanswered".
    if (r.isNavigationRequest()) for (const old of open.keys()) if (frameOf(old) === r.frame()) open.delete(old);
    open.set(r, Date.now());
  });
  context.on('requestfinished', (r) => open.delete(r));
  context.on('requestfailed', (r) => open.delete(r));
  context.on('console', (m) => {
    if (m.type() === 'error') note(context, `console: ${m.text()}`);
  });
  context.on('weberror', (e) => note(context, `page error: ${e.error().message}`));
  context.on('requestfailed', (r) => note(context, `request failed: ${r.method()} ${r.url()} ${r.failure()?.errorText ?? ''}`));
  context.on('response', (r) => {
    if (r.status() >= 500) note(context, `response ${r.status()}: ${r.request().method()} ${r.url()}`);
  });
}

/** Registers a browser of the suite: every context it makes is watched from its first page. */
export function watchBrowser(browser: Browser): Browser {
  browsers.add(browser);
  browser.on('disconnected', () => browsers.delete(browser));
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    watch(context);
    return context;
  };
  return browser;
}

async function describePage(page: Page, file: string): Promise<string> {
  const parts = [`page ${page.url()}`];
  for (const frame of page.frames()) {
    const text = await frame
      .evaluate(() => (document.body?.innerText ?? '').replace(/\s+/g, ' ').trim().slice(0, 400))
      .catch((e: Error) => `(unreadable: ${e.message.split('\n')[0]})`);
    const where = frame === page.mainFrame() ? 'shows' : `frame ${frame.url()} shows`;
    parts.push(`  ${where}: ${text || '(nothing)'}`);
    // What the page refused or warned of, wherever it is (a form's field error may be scrolled out of view).
    const alerts = await frame
      .evaluate(() =>
        Array.from(document.querySelectorAll('[role="alert"], .ant-form-item-explain-error, .adm-form-item-feedback-error'))
          .map((e) => ((e as HTMLElement).innerText ?? '').replace(/\s+/g, ' ').trim())
          .filter((x) => x !== '')
          .slice(0, 10),
      )
      .catch(() => [] as string[]);
    if (alerts.length > 0) parts.push(`  alerts: ${alerts.join(' | ')}`);
  }
  try {
    await page.screenshot({ path: file, timeout: 5_000 });
    parts.push(`  screenshot ${path.relative(process.cwd(), file)}`);
  } catch {
    // A page that cannot be drawn (closed, behind another) is described by its text alone.
  }
  return parts.join('\n');
}

/**
 * The server's errors logged since `start` (ms), the latest last (the suite's server appends them to a file,
 * global-setup.ts). Shared by parallel files: an error of another file's test at the same time shows too,
 * which its path tells apart.
 */
function serverErrorsSince(start: number): string[] {
  let text: string;
  try {
    text = fs.readFileSync(inject('e2eServerErrors'), 'utf8');
  } catch {
    return [];
  }
  const lines = text.split('\n').filter((line) => {
    if (line.trim() === '') return false;
    try {
      const time = (JSON.parse(line) as { time?: unknown }).time;
      return typeof time !== 'number' || time >= start;
    } catch {
      return true; // not a log line (a crash's trace): quoted as it is
    }
  });
  return lines.slice(-KEEP).map((line) => `  ${line.length > 1500 ? `${line.slice(0, 1500)}…` : line}`);
}

afterEach(async (ctx) => {
  const result = ctx.task.result;
  if (result?.state !== 'fail' || !result.errors?.length) return;
  fs.mkdirSync(FAILURES, { recursive: true });
  const stem = ctx.task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60);
  const notes: string[] = [];
  let n = 0;
  for (const browser of browsers) {
    for (const context of browser.contexts()) {
      for (const page of context.pages()) notes.push(await describePage(page, path.join(FAILURES, `${stem}-${++n}.png`)));
      for (const line of seen.get(context) ?? []) notes.push(`  ${line}`);
      // A request still unanswered (a page that waits forever is most often waiting on one).
      const now = Date.now();
      for (const [r, at] of [...(pending.get(context) ?? [])].slice(0, KEEP))
        notes.push(`  unanswered for ${((now - at) / 1000).toFixed(1)} s: ${r.method()} ${r.url().slice(0, 200)}`);
    }
  }
  const serverErrors = serverErrorsSince(result.startTime ?? 0);
  if (notes.length === 0 && serverErrors.length === 0) return;
  const error = result.errors[0]!;
  if (notes.length > 0) error.message += `\n\nWhat the browser showed:\n${notes.join('\n')}`;
  if (serverErrors.length > 0) error.message += `\n\nThe server's errors meanwhile:\n${serverErrors.join('\n')}`;
});
