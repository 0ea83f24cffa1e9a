import { describe, expect, it } from 'vitest';
import { withOverrides } from '../../src/config/config.js';
import { configFromEnv, loadConfig } from '../../src/config/load.js';
import { parseEnv } from '../../src/config/env.js';
import { SetupError } from '../../src/errors.js';

describe('loadConfig', () => {
  it('turns the environment into sections, each setting from its variable', () => {
    const c = loadConfig({
      MEMWRIGHT_MAX_WRITES_PER_RUN: '9',
      MEMWRIGHT_DEDUP_THRESHOLD: '0.9',
      MEMWRIGHT_SWEEP_STALL_MS: '1234',
      MEMWRIGHT_CONTEXT_MIN_SIMILARITY: '0.4',
      MEMWRIGHT_PGLITE_INLINE: 'false',
      ANTHROPIC_API_KEY: 'sk-x',
    });
    expect(c.write.maxWritesPerRun).toBe(9);
    expect(c.pipeline.thresholds.dedup).toBe(0.9);
    expect(c.maintenance.sweepStallMs).toBe(1234);
    expect(c.recall.contextMinSimilarity).toBe(0.4);
    expect(c.database.pgliteInline).toBe(false);
    expect(c.judge.anthropic).toMatchObject({ apiKey: 'sk-x', model: 'claude-haiku-4-5', timeoutMs: 20_000 });
  });

  it('has the same defaults as the environment schema', () => {
    expect(loadConfig({})).toEqual(configFromEnv(parseEnv({})));
    expect(loadConfig({}).judge.anthropic).toBeNull();
    expect(loadConfig({}).database.pgliteInline).toBe(true);
  });

  it('lays typed overrides over the variables, section by section, thresholds key by key', () => {
    const c = loadConfig({ MEMWRIGHT_MAX_WRITES_PER_RUN: '9', MEMWRIGHT_PROTECT_THRESHOLD: '7' }, {
      write: { nearDuplicate: 0.5 },
      pipeline: { thresholds: { dedup: 0.95 } },
      embedder: { kind: 'hash' },
    });
    expect(c.write).toMatchObject({ maxWritesPerRun: 9, nearDuplicate: 0.5 });
    expect(c.pipeline.thresholds).toEqual({ dedup: 0.95, contradictionFloor: 0.7, protect: 7 });
    expect(c.embedder.kind).toBe('hash');
  });

  it('takes a default for a variable the source leaves unset or empty', () => {
    expect(loadConfig({}, {}, { MEMWRIGHT_LOG_LEVEL: 'error' }).log.level).toBe('error');
    expect(loadConfig({ MEMWRIGHT_LOG_LEVEL: '' }, {}, { MEMWRIGHT_LOG_LEVEL: 'error' }).log.level).toBe('error');
    expect(loadConfig({ MEMWRIGHT_LOG_LEVEL: 'debug' }, {}, { MEMWRIGHT_LOG_LEVEL: 'error' }).log.level).toBe('debug');
  });

  it('refuses a bad variable with one line naming it', () => {
    expect(() => loadConfig({ MEMWRIGHT_DEDUP_THRESHOLD: '2' })).toThrow(SetupError);
    expect(() => loadConfig({ MEMWRIGHT_DEDUP_THRESHOLD: '2' })).toThrow(/MEMWRIGHT_DEDUP_THRESHOLD/);
  });

  it('the library’s ConfigError and DatabaseSetupError are the one SetupError', async () => {
    const lib = await import('../../src/memwright.js');
    expect([lib.ConfigError, lib.DatabaseSetupError]).toEqual([SetupError, SetupError]);
    expect(lib.SetupError).toBe(SetupError);
  });

  it('withOverrides leaves its inputs alone', () => {
    const base = loadConfig({});
    const copy = structuredClone(base);
    withOverrides(base, { write: { maxWritesPerRun: 1 }, pipeline: { thresholds: { protect: 1 } } });
    expect(base).toEqual(copy);
  });
});
