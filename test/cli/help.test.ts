/**
 * `memwright --help` answers at once because it loads commander and the command table,
 * not what the commands need (database drivers, Fastify, BullMQ, the embedder, zod,
 * pino). Asserted on what the process actually loads (./moduleLog.mjs records every
 * module), not on a time: a slow machine must not fail it, a heavy import must.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLI_MAIN, childEnv, removeTempDirs, ROOT, tempDir } from './cli.js';

const HOOK = join(ROOT, 'test/cli/moduleLog.mjs');
const LAUNCHER = join(ROOT, 'bin/memwright.js');

/** What any command loads and --help must not: a match here is a heavy import. */
const HEAVY = /[/\\]node_modules[/\\](drizzle-orm|fastify|@fastify|bullmq|ioredis|@electric-sql|postgres|pg|zod|pino|@modelcontextprotocol|@huggingface|onnxruntime-[a-z]+|@bull-board)[/\\]/;

afterAll(removeTempDirs);

/** Run the CLI with the module log; the loaded modules, deduplicated, without tsx's own. */
function loaded(node: string[], args: string[], env: Record<string, string> = {}) {
  const log = join(tempDir('mw-help-'), 'modules.txt');
  const r = spawnSync(process.execPath, [...node, '--import', HOOK, ...args], {
    cwd: ROOT,
    env: childEnv({ MW_MODULE_LOG: log, ...env }),
    encoding: 'utf8',
    timeout: 60_000,
  });
  const all = existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean) : [];
  const modules = [...new Set(all.map((m) => decodeURIComponent(m.replace(/^file:\/\//, ''))))].filter((m) => !/[/\\]node_modules[/\\](tsx|esbuild|get-tsconfig|resolve-pkg-maps)[/\\]/.test(m));
  return { status: r.status, stdout: r.stdout, stderr: r.stderr, modules };
}

const ownModules = (modules: string[]) => modules.filter((m) => m.startsWith(ROOT) && !m.includes('node_modules')).map((m) => m.slice(ROOT.length + 1)).sort();

describe('memwright --help loads the command table only', () => {
  it('from the source (tsx): commander and six files of its own, nothing heavy', () => {
    const r = loaded(['--import', 'tsx'], [CLI_MAIN, '--help']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('Usage: memwright');
    expect(r.stdout).toContain('worker');
    expect(r.modules.filter((m) => HEAVY.test(m))).toEqual([]);
    expect(r.modules.some((m) => /[/\\]node_modules[/\\]commander[/\\]/.test(m))).toBe(true);
    // The entry, main.ts, the command table, its one-line error classes and the error serializer they print with.
    expect(ownModules(r.modules)).toEqual(
      ['entry/cli.ts', 'src/cli/main.ts', 'src/cli/program.ts', 'src/contract/problem.ts', 'src/errors.ts', 'src/observability/errorLog.ts'].sort(),
    );
  });

  it('a command\u2019s own help and a mistyped option load no more', () => {
    for (const args of [['worker', '--help'], ['serve', '--nope']]) {
      const r = loaded(['--import', 'tsx'], [CLI_MAIN, ...args]);
      expect(r.status, args.join(' ')).toBe(args[1] === '--help' ? 0 : 1);
      expect(r.modules.filter((m) => HEAVY.test(m)), args.join(' ')).toEqual([]);
    }
  });

  it('the module log sees heavy imports: a command that runs loads the drivers', () => {
    // Control for the assertions above: `keys list` opens the database (and fails on the closed port).
    const r = loaded(['--import', 'tsx'], [CLI_MAIN, 'keys', 'list'], { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' });
    expect(r.status).toBe(1);
    const heavy = r.modules.filter((m) => HEAVY.test(m)).join('\n');
    expect(heavy).toMatch(/drizzle-orm/);
    expect(heavy).toMatch(/[/\\]zod[/\\]/);
  });

  it('through the installed launcher (bin/memwright.js → dist/, which `npm ci` builds)', () => {
    const r = loaded([], [LAUNCHER, '--help']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('Usage: memwright');
    expect(r.modules.filter((m) => HEAVY.test(m))).toEqual([]);
    const own = r.modules.filter((m) => m.includes('/dist/src/'));
    expect(own.length).toBeGreaterThan(0);
    expect(own.length).toBeLessThanOrEqual(6);
  });
});
