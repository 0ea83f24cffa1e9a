#!/usr/bin/env node
// The `memwright` command: runs the compiled CLI in dist/ (plain Node, no TypeScript
// loader at run time). `npm ci` builds it (the `prepare` script); from a checkout
// that has not been built, say how instead of a module-not-found stack.
import { existsSync } from 'node:fs';

const main = new URL('../dist/entry/cli.js', import.meta.url);
if (!existsSync(main)) {
  process.stderr.write('memwright: dist/ is missing — run `npm run build` (or `npm ci`, which builds) first\n');
  process.exit(1);
}
const { run } = await import(main.href);
const code = await run(process.argv);
if (code !== 0) process.exit(code);
