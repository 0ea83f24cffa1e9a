/**
 * The package as it ships: compiled JavaScript in dist/ (`npm run build`), run by
 * bin/memwright.js without tsx, and reachable through the `exports` map as `memwright`,
 * `memwright/client`, `memwright/anthropic` and `memwright/producer`. Children run with
 * `--import record-loads.mjs`, which logs every module they resolve, so the tests can
 * say what an entry point really loads (the client: nothing but itself). Then the
 * tarball `npm pack` makes, installed offline into a project of its own: its bin, its
 * four entries, and their types under a strict consumer's `tsc`.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, TestRedis } from '../support/redis.js';
import { childEnv, removeTempDirs, tempDir } from '../cli/cli.js';
import { admits, enginesOf, installOffline, OLDEST_NODE, packInto } from './consumerProject.js';

const ROOT = resolve(import.meta.dirname, '../..');
const DIST = join(ROOT, 'dist');
const DIST_URL = pathToFileURL(DIST).href + '/';
const RECORDER = join(import.meta.dirname, 'record-loads.mjs');
const ADMIN_KEY = 'package-test-admin-key-0123456789';

function newestMtime(path: string): number {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(st.mtimeMs, ...readdirSync(path).map((n) => newestMtime(join(path, n))));
}

/** Build dist/ unless a complete build newer than every input is already there. */
function ensureBuilt(): void {
  const stamp = join(DIST, '.built');
  const inputs = ['src', 'workers', 'entry', 'packages/client/src', 'drizzle', 'ui', 'scripts/build.mjs', 'tsconfig.build.json', 'tsconfig.json', 'package.json'];
  const newest = Math.max(...inputs.map((p) => newestMtime(join(ROOT, p))));
  if (existsSync(stamp) && statSync(stamp).mtimeMs >= newest) return;
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: 'pipe' });
}

interface Child {
  code: number | null;
  stdout: string;
  stderr: string;
  /** Module URLs the child resolved, `node:` builtins left out. */
  loaded: string[];
}

function loadLog(): string {
  return join(tempDir('mw-pkg-'), 'loads.txt');
}

function readLoads(log: string): string[] {
  if (!existsSync(log)) return [];
  return [...new Set(readFileSync(log, 'utf8').split('\n').filter((u) => u && !u.startsWith('node:')))];
}

/** Run `node --import record-loads.mjs <args>` in the package root to completion. */
function runNode(args: string[], env: NodeJS.ProcessEnv): Promise<Child> {
  const log = loadLog();
  const proc = spawn(process.execPath, ['--import', RECORDER, ...args], {
    cwd: ROOT,
    env: { ...env, MW_LOAD_LOG: log },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  proc.stdout.on('data', (b: Buffer) => (stdout += b.toString()));
  proc.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
  return new Promise((res) => proc.once('close', (code) => res({ code, stdout, stderr, loaded: readLoads(log) })));
}

/** An ES module script run with `node --input-type=module -e`, printing one JSON line. */
function runScript(script: string, env: NodeJS.ProcessEnv): Promise<Child> {
  return runNode(['--input-type=module', '-e', script], env);
}

const HEAVY = /@electric-sql\/pglite|\/bullmq\/|\/ioredis\/|@lat\.md\/embed|\/fastify\/|\/postgres\/|dist\/src\/(services|http|db|pipeline|queue|embed)\//;

beforeAll(ensureBuilt, 180_000);
afterAll(removeTempDirs);

describe('compiled package', () => {
  it('memwright --help runs from dist/ with no TypeScript loader', async () => {
    // Its speed (< 1 s) is measured, not asserted: wall time on a shared CI core is noise.
    const r = await runNode([join(ROOT, 'bin/memwright.js'), '--help'], childEnv({}));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('Usage: memwright');
    expect(r.loaded).toContain(`${DIST_URL}src/cli/main.js`);
    expect(r.loaded.filter((u) => /\.ts$|\/tsx\//.test(u))).toEqual([]);
  });

  it('the library (`memwright`) and `memwright/anthropic` work through the exports map', async () => {
    const r = await runScript(
      `
      const { createMemwright } = await import('memwright');
      const { applyMemoryWrites, recordMemoryTool } = await import('memwright/anthropic');
      const mw = await createMemwright({ noQueue: true });
      const [applied] = await applyMemoryWrites(mw, [
        { content: 'User prefers tea.', memoryType: 'semantic', category: 'preference', source: 'user', confidence: 'asserted', evidence: { messageId: 'm1' } },
      ], { runId: 'r1', agentId: 'a1', userId: 'u1' });
      const note = await mw.get(applied.noteId);
      await mw.close();
      console.log(JSON.stringify({ tool: recordMemoryTool().name, outcome: applied.outcome, content: note.content }));
      `,
      childEnv({ MEMWRIGHT_DATA_DIR: 'memory://' }),
    );
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout.trim().split('\n').at(-1)!)).toEqual({ tool: 'record_memory', outcome: 'written', content: 'User prefers tea.' });
    // Resolved through package.json "exports" to compiled files; migrations found in dist/drizzle.
    expect(r.loaded).toContain(`${DIST_URL}entry/memwright.js`);
    expect(r.loaded).toContain(`${DIST_URL}src/memwright.js`);
    expect(r.loaded).toContain(`${DIST_URL}src/integrations/anthropic.js`);
    expect(r.loaded.filter((u) => u.endsWith('.ts'))).toEqual([]);
  });

  it('the anthropic helpers alone load no server code', async () => {
    const r = await runScript(
      `const { recordMemoryTool } = await import('memwright/anthropic'); console.log(recordMemoryTool().name);`,
      childEnv({}),
    );
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.trim()).toBe('record_memory');
    expect(r.loaded.filter((u) => HEAVY.test(u))).toEqual([]);
  });

  describe('against the compiled server', () => {
    let redis: TestRedis;
    let serve: ReturnType<typeof spawn> | undefined;
    let serveLog = '';
    let base = '';
    let agentKey = '';
    let output = '';

    beforeAll(async () => {
      redis = await TestRedis.start();
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      serveLog = loadLog();
      const env = childEnv({
        MEMWRIGHT_DATA_DIR: tempDir(),
        PORT: String(port),
        HOST: '127.0.0.1',
        REDIS_URL: redis.url,
        MEMWRIGHT_ADMIN_KEY: ADMIN_KEY,
        MW_LOAD_LOG: serveLog,
        // Debug: its shutdown steps, shown if it does not exit (afterAll).
        MEMWRIGHT_LOG_LEVEL: 'debug',
      });
      const proc = spawn(process.execPath, ['--import', RECORDER, join(ROOT, 'bin/memwright.js'), 'serve'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
      serve = proc;
      proc.stdout.on('data', (b: Buffer) => (output += b.toString()));
      proc.stderr.on('data', (b: Buffer) => (output += b.toString()));
      const deadline = Date.now() + 120_000;
      for (;;) {
        if (proc.exitCode !== null) throw new Error(`serve exited before it was ready:\n${output}`);
        const ok = await fetch(`${base}/readyz`).then((r) => r.status === 200, () => false);
        if (ok) break;
        if (Date.now() > deadline) throw new Error(`serve not ready in time:\n${output}`);
        await new Promise((r) => setTimeout(r, 200));
      }
      const created = await fetch(`${base}/v1/admin/keys`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ADMIN_KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify({ tenantId: 'pkg', role: 'agent', agentIds: ['a1'] }),
      });
      expect(created.status).toBe(201);
      agentKey = ((await created.json()) as { key: string }).key;
    }, 180_000);

    afterAll(async () => {
      try {
        if (serve && serve.exitCode === null) {
          const exited = new Promise<boolean>((r) => serve!.once('close', () => r(true)));
          serve.kill('SIGTERM');
          const closed = await Promise.race([exited, new Promise<boolean>((r) => setTimeout(() => r(false), 40_000))]);
          if (!closed) {
            // Show where it hung (serve logs each shutdown step and what it is still waiting on).
            serve.kill('SIGKILL');
            throw new Error(`serve did not exit within 40 s of SIGTERM; its log ends:\n${output.slice(-6000)}`);
          }
        }
      } finally {
        await redis?.stop();
      }
    }, 60_000);

    it('serve runs compiled JavaScript only (migrations from dist/drizzle)', () => {
      const loaded = readLoads(serveLog);
      expect(loaded).toContain(`${DIST_URL}src/cli/main.js`);
      // The recorder sees package entries: a control that the client test below can fail.
      expect(loaded.some((u) => u.includes('@electric-sql/pglite'))).toBe(true);
      expect(loaded.filter((u) => /\.ts$|\/tsx\//.test(u))).toEqual([]);
      expect(output).toContain(`listening on ${base}`);
    });

    it('serve publishes the inspector page built into dist/ui at /ui, with its CSP', async () => {
      const page = await fetch(`${base}/ui/`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
      const html = await page.text();
      const script = /<script[^>]+src="(\/ui\/assets\/[^"]+\.js)"/.exec(html)?.[1];
      expect(script, html).toBeDefined();
      const js = await fetch(base + script);
      expect([js.status, js.headers.get('content-type')]).toEqual([200, expect.stringContaining('javascript')]);
    });

    it('`memwright/client` talks to it and loads nothing but its own module', async () => {
      const r = await runScript(
        `
        const { MemwrightClient, MemwrightClientError } = await import('memwright/client');
        const c = new MemwrightClient({ baseUrl: process.env.MW_BASE, apiKey: process.env.MW_KEY });
        const w = await c.write({
          content: 'User prefers bar charts.', memoryType: 'semantic', category: 'preference', source: 'user',
          confidence: 'asserted', evidence: { messageId: 'm1' }, run: { runId: 'r1', agentId: 'a1', userId: 'u1' },
        });
        const got = await c.get(w.note.id);
        let missing = null;
        try { await c.get('00000000-0000-4000-8000-000000000000'); }
        catch (e) { missing = { typed: e instanceof MemwrightClientError, status: e.status, code: e.code }; }
        console.log(JSON.stringify({ outcome: w.outcome, httpStatus: w.httpStatus, content: got.content, missing }));
        `,
        { ...childEnv({}), MW_BASE: base, MW_KEY: agentKey },
      );
      expect(r.code, r.stderr).toBe(0);
      expect(JSON.parse(r.stdout.trim())).toEqual({
        outcome: 'written',
        httpStatus: 201,
        content: 'User prefers bar charts.',
        missing: { typed: true, status: 404, code: 'not_found' },
      });
      // Only the compiled client itself (the entry and the workspace package's module it
      // re-exports): no packages, no other memwright module.
      expect(r.loaded).toEqual([`${DIST_URL}src/client/index.js`, `${DIST_URL}packages/client/src/index.js`]);
    });
  });
});

/** A consumer of all four entries, type-checked against the installed .d.ts files; it is compiled, never run. */
const CONSUMER_TS = `import {
  createMemwright, startPipeline, MemwrightError, DataDirLockedError,
  type Memwright, type MemwrightPipeline, type NoteDto, type WriteResult,
} from 'memwright';
import { MemwrightClient, MemwrightClientError } from 'memwright/client';
import { recordMemoryTool, applyMemoryWrites, type MemoryWriter } from 'memwright/anthropic';
import { createProducer, type IngestResult } from 'memwright/producer';

export async function run(): Promise<string[]> {
  const mw: Memwright = await createMemwright({ noQueue: true, settings: { embedder: { kind: 'hash' } } });
  const writer: MemoryWriter = mw;
  const applied = await applyMemoryWrites(writer, [], { runId: 'r', agentId: 'a', userId: 'u' });
  const note: NoteDto = await mw.get('id');
  const written: WriteResult = await mw.write({ content: 'x', memoryType: 'semantic', source: 'user', confidence: 'asserted', evidence: { messageId: 'm' } });
  const pipeline: MemwrightPipeline = await startPipeline(mw.services, { workers: true, schedulers: false });
  await pipeline.close();
  const client: MemoryWriter = new MemwrightClient({ baseUrl: 'http://x', apiKey: 'k' });
  const producer = createProducer({ connection: 'redis://127.0.0.1:6379', keyId: 'k', key: 'mw_k' });
  const results: IngestResult[] = [];
  let code = '';
  try { await createMemwright(); } catch (e) {
    if (e instanceof DataDirLockedError) code = e.code;
    else if (e instanceof MemwrightError) code = e.code;
  }
  return [note.id, written.outcome, recordMemoryTool().name, String(applied.length), code, String(results.length), typeof client, typeof producer,
    new MemwrightClientError({ status: 404, code: 'not_found' }).code];
}
// The types are real, not \`any\`:
// @ts-expect-error baseUrl is required
new MemwrightClient({ apiKey: 'k' });
// @ts-expect-error startPipeline takes a Memwright's services, not any object
void startPipeline({});
// @ts-expect-error an outcome memwright does not have
const outcome: WriteResult['outcome'] = 'maybe';
export { outcome };
`;

/** The two module settings consumers use: Node's own resolution and a bundler's. */
const TSCONFIGS = {
  nodenext: { module: 'nodenext', moduleResolution: 'nodenext' },
  bundler: { module: 'esnext', moduleResolution: 'bundler' },
};

describe('the packed tarball, installed offline in a project of its own', () => {
  let project = '';

  beforeAll(() => {
    project = tempDir('mw-consumer-');
    const tgz = packInto(ROOT, project);
    installOffline(ROOT, project, tgz);
  }, 120_000);

  /** Run `node <args>` in the project to completion. */
  function inProject(command: string, args: string[], env: NodeJS.ProcessEnv = childEnv({})): Promise<Child> {
    const proc = spawn(command, args, { cwd: project, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    proc.stdout.on('data', (b: Buffer) => (stdout += b.toString()));
    proc.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
    return new Promise((res) => proc.once('close', (code) => res({ code, stdout, stderr, loaded: [] })));
  }

  it('ships what the runtime reads and nothing of the checkout besides', () => {
    const installed = join(project, 'node_modules/memwright');
    for (const f of ['LICENSE', 'README.md', 'bin/memwright.js', 'dist/entry/cli.js', 'dist/src/cli/main.js', 'dist/entry/memwright.d.ts', 'dist/src/memwright.d.ts', 'dist/workers/pipeline.js', 'dist/src/embed/minilm-worker.mjs', 'dist/drizzle/meta/_journal.json', 'dist/ui/index.html']) {
      expect(existsSync(join(installed, f)), f).toBe(true);
    }
    expect(readFileSync(join(installed, 'LICENSE'), 'utf8')).toContain('Apache License\n                           Version 2.0, January 2004');
    for (const f of ['src', 'test', 'ui', 'bench', 'drizzle', 'scripts', 'tsconfig.json', 'dist/.built']) expect(existsSync(join(installed, f)), f).toBe(false);
    const pkg = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(pkg.license).toBe('Apache-2.0');
    expect(pkg.repository).toEqual({ type: 'git', url: expect.stringMatching(/^git\+https:\/\//) });
  });

  it('every package a consumer installs admits the oldest Node memwright promises (engines >=20.18)', () => {
    // The checkout's overrides do not reach a consumer's install: a dependency pinned
    // there for Node 20 (light-my-request, whose newer releases pull cookie@2) is a direct
    // dependency too, so the consumer's npm resolves the same version.
    const engines = enginesOf(project);
    expect(Object.keys(engines).length).toBeGreaterThan(100);
    const refused = Object.entries(engines).filter(([, range]) => range !== undefined && !admits(range, OLDEST_NODE));
    expect(refused).toEqual([]);
  });

  it('`npx memwright --help` runs the installed bin', async () => {
    // --no: never fetch a package called memwright from the registry, only run the installed
    // one; `--` so that --help reaches memwright, not npx.
    const r = await inProject('npx', ['--no', '--', 'memwright', '--help']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('Usage: memwright');
    expect(r.stdout).toContain('serve');
  });

  it('each of the four entries imports; the library writes with noQueue and logs one start-up line, no stack per write', async () => {
    const script = `
      const lib = await import('memwright');
      const { MemwrightClient } = await import('memwright/client');
      const { recordMemoryTool } = await import('memwright/anthropic');
      const { createProducer } = await import('memwright/producer');
      const mw = await lib.createMemwright({ noQueue: true });
      const outcomes = [];
      for (const i of [1, 2, 3]) {
        const r = await mw.write({ content: 'User prefers tea, take ' + i + '.', memoryType: 'semantic', category: 'preference', source: 'user', confidence: 'asserted', evidence: { messageId: 'm' + i }, run: { runId: 'r1', agentId: 'a1', userId: 'u1' } });
        outcomes.push(r.outcome);
      }
      await mw.close();
      console.log(JSON.stringify({
        entries: [typeof lib.createMemwright, typeof lib.startPipeline, typeof lib.MemwrightError, typeof lib.DataDirLockedError, typeof MemwrightClient, recordMemoryTool().name, typeof createProducer],
        typed: new lib.MemwrightError('validation_error', 'x') instanceof Error,
        outcomes,
      }));
    `;
    const r = await inProject(process.execPath, ['--input-type=module', '-e', script], childEnv({ MEMWRIGHT_DATA_DIR: 'memory://' }));
    expect(r.code, r.stderr).toBe(0);
    const lines = (r.stdout + r.stderr).trim().split('\n');
    expect(JSON.parse(lines.at(-1)!)).toEqual({
      entries: ['function', 'function', 'function', 'function', 'function', 'record_memory', 'function'],
      typed: true,
      outcomes: ['written', 'written', 'written'],
    });
    const logs = lines.slice(0, -1);
    expect(logs.filter((l) => l.includes('noQueue')), logs.join('\n')).toHaveLength(1);
    expect(logs.filter((l) => /stack|enqueue failed/.test(l)), logs.join('\n')).toEqual([]);
  });

  it.each(Object.entries(TSCONFIGS))('types: strict tsc with skipLibCheck false compiles a consumer of all four entries (%s)', (name, settings) => {
    writeFileSync(join(project, 'consumer.ts'), CONSUMER_TS);
    const config = join(project, `tsconfig.${name}.json`);
    writeFileSync(
      config,
      JSON.stringify({
        compilerOptions: {
          ...settings,
          target: 'es2022',
          strict: true,
          skipLibCheck: false,
          noEmit: true,
          // The project has no dev dependencies: Node's types come from the checkout's.
          typeRoots: [join(ROOT, 'node_modules/@types')],
          types: ['node'],
        },
        files: ['consumer.ts'],
      }),
    );
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
    try {
      execFileSync(process.execPath, [tsc, '-p', config], { cwd: project, stdio: 'pipe' });
    } catch (e) {
      throw new Error(`consumer did not typecheck (${name}):\n${(e as { stdout?: Buffer }).stdout?.toString()}`);
    }
  }, 60_000);
});
