/**
 * docker-compose.yml cannot be run here (no Docker engine), so its promises are read
 * off the file: images pinned to a version, every published port on loopback, a
 * healthcheck for every service. The file is plain block YAML; services are the keys
 * indented two spaces under `services:`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../cli/cli.js';

const lines = readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8').split('\n');

/** Each service's lines, by name. */
function services(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const start = lines.indexOf('services:');
  let current: string[] | null = null;
  for (const line of lines.slice(start + 1)) {
    if (/^\S/.test(line)) break;
    const name = /^ {2}([a-z][\w-]*):\s*$/.exec(line);
    if (name) out.set(name[1]!, (current = []));
    else current?.push(line);
  }
  return out;
}

describe('docker-compose.yml', () => {
  const all = services();

  it('has the four services', () => {
    expect([...all.keys()].sort()).toEqual(['api', 'postgres', 'redis', 'worker']);
  });

  it('pins every pulled image to a version (the built one is local)', () => {
    for (const [name, body] of all) {
      const image = body.map((l) => /^\s+image:\s*(\S+)/.exec(l)?.[1]).find(Boolean);
      expect(image, name).toBeDefined();
      if (body.some((l) => /^\s+build:/.test(l))) {
        expect(image, name).toBe('memwright:local');
        continue;
      }
      const tag = image!.split(':')[1] ?? '';
      expect(tag, `${name}: ${image}`).toMatch(/^\d+\.\d+\.\d+/);
    }
    const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
    for (const from of dockerfile.matchAll(/^FROM\s+(\S+)/gm)) expect(from[1], 'Dockerfile').toMatch(/:\d+\.\d+/);
  });

  it('publishes every port on 127.0.0.1 only', () => {
    let published = 0;
    for (const [name, body] of all) {
      const i = body.findIndex((l) => /^\s+ports:\s*$/.test(l));
      if (i < 0) continue;
      for (const l of body.slice(i + 1)) {
        const m = /^\s+-\s*"?([^"]+)"?\s*$/.exec(l);
        if (!m) break;
        published++;
        expect(m[1], name).toMatch(/^127\.0\.0\.1:\d+:\d+$/);
      }
    }
    expect(published).toBeGreaterThanOrEqual(3);
  });

  it('gives every service a healthcheck', () => {
    for (const [name, body] of all) expect(body.some((l) => /^\s+healthcheck:\s*$/.test(l)), name).toBe(true);
  });
});
