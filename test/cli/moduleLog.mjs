/**
 * A `--import` preload for test/cli/help.test.ts: writes every module the process loads
 * to the file named by MW_MODULE_LOG, one URL or path a line. ES modules are seen by a
 * resolve hook (registered on the loader thread, so it sees tsx's .ts resolutions too);
 * CommonJS modules a package requires internally never reach that hook, so the require
 * cache is added at exit.
 */
import { appendFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';
import { isMainThread } from 'node:worker_threads';

let out = process.env.MW_MODULE_LOG;

/** Loader-thread hook: `initialize` gets the log file from the main thread. */
export function initialize(data) {
  out = data.out;
}

export async function resolve(specifier, context, next) {
  const r = await next(specifier, context);
  if (out && !r.url.startsWith('node:')) appendFileSync(out, `${r.url}\n`);
  return r;
}

if (isMainThread && out && !globalThis.__mwModuleLog) {
  globalThis.__mwModuleLog = true;
  register(import.meta.url, { data: { out } });
  const cache = createRequire(import.meta.url).cache;
  process.on('exit', () => appendFileSync(out, Object.keys(cache).map((k) => `${k}\n`).join('')));
}
