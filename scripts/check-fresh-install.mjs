#!/usr/bin/env node
/**
 * What a consumer gets with no lockfile of ours: `npm pack` memwright and
 * @memwright/client, install each into an empty project from the npm registry (npm
 * resolves every version range itself, today's newest releases included), then check
 * that every installed package admits the oldest Node memwright promises and that the
 * installed packages work: the library writes and reads a note on embedded PGlite, and
 * the client loads with nothing of the server installed.
 *
 * The test suite installs offline from the checkout's lockfile (test/package/) so that it
 * never depends on the registry; this check needs the registry, so it is a script, run
 * before a release and recorded in bench/results/fresh-install.json.
 *
 * Usage: npm run build && node scripts/check-fresh-install.mjs
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OLDEST_NODE = '20.18.0';
const tscBuild = (project) => execFileSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', project], { cwd: ROOT, stdio: 'pipe' });
const npm = (args, cwd) => execFileSync('npm', args, { cwd, stdio: 'pipe', encoding: 'utf8' });
const step = (msg) => process.stderr.write(`check-fresh-install: ${msg}\n`);

function installed(dir) {
  const out = [];
  const scan = (nm) => {
    if (!existsSync(nm)) return;
    for (const entry of readdirSync(nm)) {
      if (entry.startsWith('.')) continue;
      const names = entry.startsWith('@') ? readdirSync(join(nm, entry)).map((n) => `${entry}/${n}`) : [entry];
      for (const name of names) {
        const pj = JSON.parse(readFileSync(join(nm, name, 'package.json'), 'utf8'));
        out.push({ name, version: pj.version, node: pj.engines?.node });
        scan(join(nm, name, 'node_modules'));
      }
    }
  };
  scan(join(dir, 'node_modules'));
  return out;
}

function project(label, packDir, smoke) {
  const dir = mkdtempSync(join(tmpdir(), `mw-fresh-${label}-`));
  try {
    step(`${label}: npm pack`);
    const tgz = JSON.parse(npm(['pack', '--ignore-scripts', '--json', '--pack-destination', dir], packDir))[0].filename;
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `fresh-${label}`, private: true, type: 'module' }));
    step(`${label}: npm install from the registry (no lockfile)`);
    const t0 = Date.now();
    npm(['install', '--no-audit', '--no-fund', `./${tgz}`], dir);
    const installMs = Date.now() - t0;
    const pkgs = installed(dir);
    const refusing = pkgs.filter((p) => p.node && !semver.satisfies(OLDEST_NODE, p.node)).map((p) => `${p.name}@${p.version} (node ${p.node})`);
    writeFileSync(join(dir, 'smoke.mjs'), smoke);
    step(`${label}: smoke run`);
    let smokeOutput;
    let smokeOk = true;
    try {
      smokeOutput = execFileSync(process.execPath, ['smoke.mjs'], { cwd: dir, encoding: 'utf8', stdio: 'pipe', timeout: 120_000 }).trim();
    } catch (err) {
      smokeOk = false;
      smokeOutput = `${err.stdout ?? ''}${err.stderr ?? ''}`.trim().split('\n').slice(-5).join('\n');
    }
    return { packages: pkgs.length, installMs, enginesRefusingOldestNode: refusing, smokeOk, smokeOutput };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const librarySmoke = `
import { createMemwright, MemwrightError } from 'memwright';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
const mw = await createMemwright({
  env: { MEMWRIGHT_DATA_DIR: mkdtempSync(join(tmpdir(), 'mw-data-')) },
  principal: { tenantId: 'acme', role: 'agent', agentIds: ['support-bot'] },
  noQueue: true,
});
const r = await mw.write({
  content: 'User prefers bar charts over pie charts.',
  memoryType: 'semantic', category: 'preference', source: 'user', confidence: 'asserted',
  evidence: { messageId: 'msg_123' },
  run: { runId: 'run_1', agentId: 'support-bot', userId: 'user_42' },
});
const { text } = await mw.context({ agentId: 'support-bot', userId: 'user_42', query: 'Which charts?' });
await mw.close();
if (r.outcome !== 'written' || !text.includes('bar charts') || typeof MemwrightError !== 'function') process.exit(1);
console.log(r.outcome, r.httpStatus, text.includes('bar charts'));
`;
const clientSmoke = `
import { MemwrightClient } from '@memwright/client';
import { existsSync } from 'node:fs';
const c = new MemwrightClient({ baseUrl: 'http://127.0.0.1:1', apiKey: 'k' });
if (typeof c.write !== 'function' || existsSync('node_modules/fastify') || existsSync('node_modules/@electric-sql')) process.exit(1);
console.log('client loads; no server dependency installed');
`;

const result = {
  check: 'fresh-install',
  when: new Date().toISOString(),
  node: process.version,
  npm: npm(['--version'], ROOT).trim(),
  oldestNodePromised: OLDEST_NODE,
  commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim(),
  memwright: project('memwright', ROOT, librarySmoke),
  client: (tscBuild(join(ROOT, 'packages/client/tsconfig.build.json')), project('client', join(ROOT, 'packages/client'), clientSmoke)),
};
const pass = [result.memwright, result.client].every((p) => p.smokeOk && p.enginesRefusingOldestNode.length === 0);
result.pass = pass;
writeFileSync(join(ROOT, 'bench/results/fresh-install.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result, null, 2));
process.exit(pass ? 0 : 1);
