/**
 * The published OpenAPI document through the two linters API tooling uses: Redocly
 * (`recommended` rules) must find no error, Spectral (`spectral:oas`) no warning. Both
 * run from node_modules (dev dependencies), on the document a real server serves.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect } from '../support/fixtures.js';
import { ROOT } from '../cli/cli.js';
import { TestServer } from '../support/http.js';

const bin = (name: string) => join(ROOT, 'node_modules/.bin', name);

test('Redocly (recommended): 0 errors; Spectral (spectral:oas): 0 warnings', { timeout: 120_000 }, async ({ services }) => {
  const http = await TestServer.start(services);
  const dir = mkdtempSync(join(tmpdir(), 'mw-oas-'));
  try {
    const doc = await (await fetch(`${http.url}/docs/json`)).text();
    const file = join(dir, 'openapi.json');
    writeFileSync(file, doc);

    const redocly = spawnSync(bin('redocly'), ['lint', file, '--extends=recommended', '--format=json'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    const report = JSON.parse(redocly.stdout) as { totals: { errors: number; warnings: number }; problems: { ruleId: string; severity: string; message: string }[] };
    expect(report.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(redocly.status).toBe(0);
    // What stays a warning, and why: no license is declared for the project, and the
    // health routes answer no 4xx at all.
    expect(report.problems.map((p) => p.ruleId).sort()).toEqual(['info-license', 'operation-4xx-response', 'operation-4xx-response', 'operation-4xx-response']);

    writeFileSync(join(dir, '.spectral.yaml'), 'extends: ["spectral:oas"]\n');
    const spectral = spawnSync(bin('spectral'), ['lint', file, '--ruleset', join(dir, '.spectral.yaml'), '--format=json', '--fail-severity=warn', '--quiet'], {
      cwd: dir,
      encoding: 'utf8',
    });
    const problems = JSON.parse(spectral.stdout || '[]') as { code: string; message: string; path: string[] }[];
    expect(problems.map((p) => `${p.code} ${p.path.join('.')}: ${p.message}`)).toEqual([]);
    expect(spectral.status).toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await http.close();
  }
});
