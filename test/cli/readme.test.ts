import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema, parseEnv } from '../../src/config/env.js';
import { ROOT } from './cli.js';

const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };

/** The README's configuration table, as `variable → default column`. */
function configTable(): Map<string, string> {
  const rows = new Map<string, string>();
  for (const line of readme.split('\n')) {
    const m = /^\| `([A-Z_]+)` \| ([^|]+) \|/.exec(line);
    if (m) rows.set(m[1]!, m[2]!.trim());
  }
  return rows;
}

describe('README', () => {
  it('documents every environment variable with its real default', () => {
    const table = configTable();
    const defaults = parseEnv({}) as Record<string, unknown>;
    for (const name of Object.keys(envSchema.shape)) {
      expect(table.has(name), `${name} missing from the README configuration table`).toBe(true);
      const d = defaults[name];
      const documented = table.get(name)!;
      // A default computed from the machine is documented as its rule, and checked against it here.
      if (name === 'MEMWRIGHT_EMBED_THREADS') {
        expect(documented, name).toBe('cores − 1 (at least 1)');
        expect(d, name).toBe(Math.max(1, availableParallelism() - 1));
      } else if (d === undefined) expect(documented, name).toBe('unset');
      else expect(documented, name).toBe(`\`${String(d)}\``);
    }
    for (const name of table.keys()) expect(Object.keys(envSchema.shape), `${name} is documented but not in env.ts`).toContain(name);
  });

  it('gives the two set-up commands, and the scripts they use exist', () => {
    expect(readme).toContain('npm ci && npm start');
    expect(readme).toContain('npm ci && npm test');
    expect(pkg.scripts.start).toContain('serve');
    expect(pkg.scripts.test).toBe('knip && vitest run');
    for (const m of readme.matchAll(/npm run ([a-z:]+)/g)) expect(pkg.scripts, m[1]).toHaveProperty(m[1]!);
  });
});
