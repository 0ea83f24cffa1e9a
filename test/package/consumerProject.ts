/**
 * A project of its own that installs memwright the way a team would: from the tarball
 * `npm pack` makes (so what is not in package.json "files" is not there), with no
 * network. npm's cache holds the dependencies' tarballs (`npm ci` put them there) but
 * not the registry's package documents that resolving version ranges needs, so the
 * project gets a lockfile: the checkout's, production entries only, plus memwright
 * itself as the tarball. `npm ci --offline` then installs exactly that tree.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';

interface LockEntry {
  dev?: boolean;
  devOptional?: boolean;
  optional?: boolean;
  [field: string]: unknown;
}

const npm = (args: string[], cwd: string) => execFileSync('npm', args, { cwd, stdio: 'pipe', encoding: 'utf8' });

/** `npm pack` the checkout into `dir`; returns the tarball's file name. dist/ must be built: the pack skips `prepare`. */
export function packInto(root: string, dir: string): string {
  // --ignore-scripts: `prepare` would run the whole build again (the caller built dist/).
  const out = npm(['pack', '--ignore-scripts', '--json', '--pack-destination', dir], root);
  return (JSON.parse(out) as Array<{ filename: string }>)[0]!.filename;
}

/** Write a project in `dir` that depends on the tarball `tgz` (in `dir`) and install it offline. */
export function installOffline(root: string, dir: string, tgz: string): void {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Record<string, unknown>;
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };
  const dependencies = { memwright: `file:${tgz}` };
  const packages: Record<string, unknown> = {
    '': { name: 'consumer', dependencies },
    'node_modules/memwright': {
      version: pkg.version,
      resolved: `file:${tgz}`,
      integrity: `sha512-${createHash('sha512').update(readFileSync(join(dir, tgz))).digest('base64')}`,
      license: pkg.license,
      dependencies: pkg.dependencies,
      bin: pkg.bin,
      engines: pkg.engines,
    },
  };
  for (const [path, entry] of Object.entries(lock.packages)) {
    // Workspace packages (a link and its folder) are the checkout's own, compiled into memwright.
    if (!path || entry.dev || entry.link || !path.startsWith('node_modules/')) continue;
    // Needed by a dev dependency or optionally at run time: for a consumer, only the latter.
    const { devOptional, ...rest } = entry;
    packages[path] = devOptional ? { ...rest, optional: true } : rest;
  }
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module', dependencies }, null, 2));
  writeFileSync(join(dir, 'package-lock.json'), JSON.stringify({ name: 'consumer', lockfileVersion: 3, requires: true, packages }, null, 2));
  npm(['ci', '--offline', '--no-audit', '--no-fund'], dir);
}

/** The oldest Node memwright and its client promise (`engines: >=20.18`). */
export const OLDEST_NODE = [20, 18, 0] as const;

/** [name, directory] of every package under `dir`/node_modules, nested ones included. */
export function installedDirs(dir: string): [string, string][] {
  const out: [string, string][] = [];
  const scan = (nm: string) => {
    if (!existsSync(nm)) return;
    for (const entry of readdirSync(nm)) {
      if (entry.startsWith('.')) continue;
      const names = entry.startsWith('@') ? readdirSync(join(nm, entry)).map((n) => `${entry}/${n}`) : [entry];
      for (const name of names) {
        out.push([name, join(nm, name)]);
        scan(join(nm, name, 'node_modules'));
      }
    }
  };
  scan(join(dir, 'node_modules'));
  return out;
}

/** Every installed package.json's engines.node, which must admit {@link OLDEST_NODE}. */
export function enginesOf(dir: string): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [name, at] of installedDirs(dir)) {
    const pj = JSON.parse(readFileSync(join(at, 'package.json'), 'utf8')) as { version: string; engines?: { node?: string } };
    out[`${name}@${pj.version}`] = pj.engines?.node;
  }
  return out;
}

/** Whether a Node version satisfies an engines range (npm's own semver rules). */
export function admits(range: string, v: readonly [number, number, number]): boolean {
  return semver.satisfies(v.join('.'), range);
}

