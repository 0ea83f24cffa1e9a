/**
 * `@memwright/client` (packages/client) as a consumer installs it: the tarball `npm pack`
 * makes, installed offline into a project of its own (test/package/consumerProject.ts
 * explains why offline needs a lockfile). The HTTP client alone installs nothing but
 * itself; with the producer, bullmq and ioredis (its optional peers) and their
 * dependencies, never the server's (PGlite, Fastify, the embedder, zod). Every installed
 * package's `engines` admits the Node the package promises, a strict consumer type-checks
 * against the installed .d.ts files, and the installed client talks to a real server.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, beforeAll } from 'vitest';
import { childEnv, removeTempDirs, tempDir } from '../cli/cli.js';
import { describe, expect, test } from '../http/fixtures.js';
import { packInto, admits, enginesOf, installedDirs, OLDEST_NODE } from './consumerProject.js';

const ROOT = resolve(import.meta.dirname, '../..');
const PKG_DIR = join(ROOT, 'packages/client');
const PKG = JSON.parse(readFileSync(join(PKG_DIR, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  license: string;
  engines: { node: string };
  peerDependencies: Record<string, string>;
  peerDependenciesMeta: Record<string, { optional?: boolean }>;
};
const SERVER_ONLY = /^(@electric-sql\/|fastify$|@fastify\/|@lat\.md\/|zod$|drizzle-orm$|postgres$|pino$|@modelcontextprotocol\/|@anthropic-ai\/)/;

interface LockEntry {
  version?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  optional?: boolean;
  dev?: boolean;
  devOptional?: boolean;
  [field: string]: unknown;
}

const LOCK = (JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> }).packages;

/** Where npm would find `dep` required from the lock path `from` (nested first, then up to the top). */
function resolveIn(from: string, dep: string): string | null {
  for (let p = from; ; ) {
    const candidate = `${p ? `${p}/` : ''}node_modules/${dep}`;
    if (LOCK[candidate]) return candidate;
    if (!p) return null;
    const i = p.lastIndexOf('/node_modules/');
    p = i < 0 ? '' : p.slice(0, i);
  }
}

/** The lock paths of `names` and everything they depend on, as the checkout's lockfile resolves them. */
function closure(names: string[]): string[] {
  const seen = new Set<string>();
  const walk = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    const e = LOCK[path]!;
    for (const d of Object.keys({ ...e.dependencies, ...e.optionalDependencies })) {
      const r = resolveIn(path, d);
      if (!r) throw new Error(`${path} needs ${d}, which the lockfile lacks`);
      walk(r);
    }
  };
  for (const n of names) walk(`node_modules/${n}`);
  return [...seen];
}

/** A project depending on the tarball (and `with`, pinned as the checkout locks them), installed offline. */
function installProject(dir: string, tgz: string, withDeps: string[]): void {
  const dependencies: Record<string, string> = { [PKG.name]: `file:${tgz}` };
  for (const d of withDeps) dependencies[d] = LOCK[`node_modules/${d}`]!.version!;
  const packages: Record<string, unknown> = {
    '': { name: 'consumer', dependencies },
    [`node_modules/${PKG.name}`]: {
      version: PKG.version,
      resolved: `file:${tgz}`,
      integrity: `sha512-${createHash('sha512').update(readFileSync(join(dir, tgz))).digest('base64')}`,
      license: PKG.license,
      engines: PKG.engines,
      peerDependencies: PKG.peerDependencies,
      peerDependenciesMeta: PKG.peerDependenciesMeta,
    },
  };
  for (const path of closure(withDeps)) {
    const { dev: _dev, devOptional: _devOptional, ...rest } = LOCK[path]!;
    packages[path] = rest;
  }
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module', dependencies }, null, 2));
  writeFileSync(join(dir, 'package-lock.json'), JSON.stringify({ name: 'consumer', lockfileVersion: 3, requires: true, packages }, null, 2));
  execFileSync('npm', ['ci', '--offline', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'pipe' });
}

/** Names of every package under `dir`/node_modules, nested ones included. */
function installed(dir: string): string[] {
  return [...new Set(installedDirs(dir).map(([name]) => name))].sort();
}

function tsc(project: string, source: string, name: string): void {
  writeFileSync(join(project, `${name}.ts`), source);
  for (const [mode, settings] of Object.entries({
    nodenext: { module: 'nodenext', moduleResolution: 'nodenext' },
    bundler: { module: 'esnext', moduleResolution: 'bundler' },
  })) {
    const config = join(project, `tsconfig.${name}.${mode}.json`);
    writeFileSync(
      config,
      JSON.stringify({
        compilerOptions: { ...settings, target: 'es2022', strict: true, skipLibCheck: false, noEmit: true, typeRoots: [join(ROOT, 'node_modules/@types')], types: ['node'] },
        files: [`${name}.ts`],
      }),
    );
    try {
      execFileSync(process.execPath, [createRequire(import.meta.url).resolve('typescript/bin/tsc'), '-p', config], { cwd: project, stdio: 'pipe' });
    } catch (e) {
      throw new Error(`${name} did not typecheck (${mode}):\n${(e as { stdout?: Buffer }).stdout?.toString()}`);
    }
  }
}

function runIn(project: string, script: string, env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const proc = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: project, env: { ...childEnv({}), ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  proc.stdout.on('data', (b: Buffer) => (stdout += b.toString()));
  proc.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
  return new Promise((res) => proc.once('close', (code) => res({ code, stdout, stderr })));
}

const HTTP_CONSUMER = `import { MemwrightClient, MemwrightClientError, type NoteDto, type WriteResult, type MemoryWriteInput } from '@memwright/client';
const c = new MemwrightClient({ baseUrl: 'http://x', apiKey: 'k' });
const body: MemoryWriteInput = { content: 'x', memoryType: 'semantic', source: 'user', confidence: 'asserted' };
export async function run(): Promise<string> {
  const w: WriteResult = await c.write(body);
  const n: NoteDto = await c.get(w.note!.id);
  const r = await c.restore(n.id, { reason: 'why' });
  const keys = await c.listKeys();
  return [r.displacedBy?.kept, keys.length, new MemwrightClientError({ status: 404, code: 'not_found' }).code].join();
}
// @ts-expect-error baseUrl is required
new MemwrightClient({ apiKey: 'k' });
// @ts-expect-error an outcome memwright does not have
export const outcome: WriteResult['outcome'] = 'maybe';
`;

const PRODUCER_CONSUMER = `${HTTP_CONSUMER}
import { createProducer, type IngestResult, INGEST_QUEUE } from '@memwright/client/producer';
export async function produce(): Promise<IngestResult> {
  const p = createProducer({ connection: 'redis://127.0.0.1:6379', keyId: 'k', key: 'mw_k' });
  const job = await p.write(body);
  return p.waitForResult(job, 1000).finally(() => p.close()).then((r) => (INGEST_QUEUE ? r : r));
}
`;

let tgz = '';
const httpProject = tempDir('mw-client-');
const producerProject = tempDir('mw-client-producer-');

beforeAll(() => {
  execFileSync(process.execPath, [createRequire(import.meta.url).resolve('typescript/bin/tsc'), '-p', join(PKG_DIR, 'tsconfig.build.json')], { cwd: PKG_DIR, stdio: 'pipe' });
  tgz = packInto(PKG_DIR, httpProject);
  execFileSync('cp', [join(httpProject, tgz), producerProject]);
  installProject(httpProject, tgz, []);
  installProject(producerProject, tgz, ['bullmq', 'ioredis']);
}, 180_000);
afterAll(removeTempDirs);

describe('@memwright/client, packed and installed offline', () => {
  test('the HTTP client alone installs nothing but itself', () => {
    expect(installed(httpProject)).toEqual([PKG.name]);
    const files = readdirSync(join(httpProject, 'node_modules', PKG.name));
    expect(files.sort()).toEqual(['README.md', 'dist', 'package.json']);
  });

  test('with the producer: bullmq, ioredis and their dependencies, nothing of the server', () => {
    const names = installed(producerProject);
    const allowed = new Set([PKG.name, ...closure(['bullmq', 'ioredis']).map((p) => p.slice(p.lastIndexOf('node_modules/') + 'node_modules/'.length))]);
    expect(names).toEqual(expect.arrayContaining([PKG.name, 'bullmq', 'ioredis']));
    expect(names.filter((n) => !allowed.has(n))).toEqual([]);
    expect(names.filter((n) => SERVER_ONLY.test(n))).toEqual([]);
    // The control: the checkout itself has the server's packages, which the filter above would see.
    expect(Object.keys(LOCK).some((p) => SERVER_ONLY.test(p.replace(/^node_modules\//, '')))).toBe(true);
  });

  test(`every installed package's engines admits Node ${OLDEST_NODE.join('.')} (the package's own: ${PKG.engines.node})`, () => {
    expect(PKG.engines.node).toBe('>=20.18');
    const engines = enginesOf(producerProject);
    expect(Object.keys(engines).length).toBeGreaterThan(5);
    const refused = Object.entries(engines).filter(([, range]) => range !== undefined && !admits(range, OLDEST_NODE));
    expect(refused).toEqual([]);
    // The check can fail: a range this Node does not meet is refused.
    expect(admits('>=22', OLDEST_NODE)).toBe(false);
    expect(admits('^18.0.0 || >=20.19', OLDEST_NODE)).toBe(false);
  });

  test('types: strict tsc (skipLibCheck false) compiles consumers of the client alone and of client and producer', () => {
    tsc(httpProject, HTTP_CONSUMER, 'http');
    tsc(producerProject, PRODUCER_CONSUMER, 'producer');
    // Four tsc runs over bullmq's and Node's declarations: minutes on a busy machine.
  }, 400_000);

  test('the installed client writes to and reads from a real server; the producer imports from its subpath', async ({ server, tenant }) => {
    const key = await server.key(tenant, 'agent', ['a1']);
    const r = await runIn(
      httpProject,
      `
      const { MemwrightClient, MemwrightClientError } = await import('@memwright/client');
      const c = new MemwrightClient({ baseUrl: process.env.MW_BASE, apiKey: process.env.MW_KEY });
      const w = await c.write({ content: 'User prefers bar charts.', memoryType: 'semantic', source: 'user', confidence: 'asserted', evidence: { messageId: 'm1' }, run: { runId: 'r1', agentId: 'a1', userId: 'u1' } });
      const got = await c.get(w.note.id);
      const e = await c.get('00000000-0000-4000-8000-000000000000').catch((x) => x);
      let producer = 'absent';
      try { await import('@memwright/client/producer'); producer = 'loaded'; } catch (x) { producer = x.code; }
      console.log(JSON.stringify({ outcome: w.outcome, content: got.content, missing: [e instanceof MemwrightClientError, e.code], producer }));
      `,
      { MW_BASE: server.url, MW_KEY: key },
    );
    expect(r.code, r.stderr).toBe(0);
    // Without its optional peers the producer subpath cannot load: bullmq is not there.
    expect(JSON.parse(r.stdout.trim())).toEqual({ outcome: 'written', content: 'User prefers bar charts.', missing: [true, 'not_found'], producer: 'ERR_MODULE_NOT_FOUND' });

    const p = await runIn(producerProject, `const m = await import('@memwright/client/producer'); console.log(JSON.stringify([typeof m.createProducer, m.INGEST_QUEUE, m.WIRE_VERSION]));`);
    expect(p.code, p.stderr).toBe(0);
    expect(JSON.parse(p.stdout.trim())).toEqual(['function', 'ingest', 2]);
  }, 60_000);
});
