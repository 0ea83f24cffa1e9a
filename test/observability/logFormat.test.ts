/**
 * MEMWRIGHT_LOG_FORMAT: `pretty` prints one human-readable line per entry (time, level,
 * message, key=value fields), `json` one JSON object per line, `auto` JSON when the
 * stream is not a terminal. Checked on a real `memwright serve` (which logs its start
 * and then stops: no Redis) and on the formatter itself: text from a request cannot
 * drive the terminal, errors print their chain, stacks only when asked.
 */
import { describe, expect, it } from 'vitest';
import { formatLine } from '../../src/observability/prettyLog.js';
import { childEnv, runCli } from '../cli/cli.js';
import { freePort } from '../support/redis.js';

async function serveStartLog(format: string) {
  const port = await freePort();
  const r = await runCli(['serve'], childEnv({ MEMWRIGHT_LOG_FORMAT: format, MEMWRIGHT_DATA_DIR: 'memory://', REDIS_URL: `redis://127.0.0.1:${port}`, MEMWRIGHT_SPAWN_REDIS: 'false' }));
  expect(r.code, r.stderr).toBe(1);
  expect(r.stderr).toMatch(/^memwright: no Redis answers at/);
  return { port, lines: r.stdout.split('\n').filter(Boolean) };
}

describe('MEMWRIGHT_LOG_FORMAT on a running command', () => {
  it('pretty: human-readable lines, no JSON, no colour when not a terminal', { timeout: 60_000 }, async () => {
    const { port, lines } = await serveStartLog('pretty');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines[0]).toMatch(new RegExp(`^\\d{2}:\\d{2}:\\d{2}\\.\\d{3} INFO  starting memwright: embedded PGlite in memory://, Redis at redis://127\\.0\\.0\\.1:${port}$`));
    for (const l of lines) {
      expect(() => JSON.parse(l), l).toThrow();
      expect(l).not.toContain('\x1b');
      expect(l).toMatch(/^\d{2}:\d{2}:\d{2}\.\d{3} (TRACE|DEBUG|INFO |WARN |ERROR|FATAL) /);
    }
  });

  it.each(['json', 'auto'])('%s (stdout not a terminal): one JSON object per line', { timeout: 60_000 }, async (format) => {
    const { port, lines } = await serveStartLog(format);
    expect(lines.length).toBeGreaterThan(0);
    const parsed = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(parsed[0]).toMatchObject({ level: 30, name: 'memwright', msg: `starting memwright: embedded PGlite in memory://, Redis at redis://127.0.0.1:${port}` });
    expect(typeof parsed[0]!.time).toBe('number');
  });
});

describe('the pretty formatter', () => {
  const at = new Date(2026, 0, 2, 3, 4, 5, 6).getTime();

  it('time, padded level, message, fields; strings with spaces quoted', () => {
    const line = JSON.stringify({ level: 40, time: at, pid: 1, hostname: 'h', name: 'memwright', msg: 'queue slow', queue: 'embed', depth: 12, why: 'two words', extra: { a: 1 } });
    expect(formatLine(line)).toBe('03:04:05.006 WARN  queue slow queue=embed depth=12 why="two words" extra={"a":1}\n');
  });

  it('control characters from logged text are escaped, never written raw', () => {
    const line = JSON.stringify({ level: 30, time: at, msg: 'hi \x1b[2Jthere', who: 'a\x07b' });
    const out = formatLine(line);
    expect(out).not.toContain('\x1b');
    expect(out).not.toContain('\x07');
    expect(out).toBe('03:04:05.006 INFO  hi \\x1b[2Jthere who=a\\x07b\n');
  });

  it('an error prints its chain of causes; its stack frames only with stacks', () => {
    const err = { type: 'DatabaseSetupError', message: 'cannot connect', stack: 'DatabaseSetupError: cannot connect\n    at open (db.ts:1:1)', cause: { type: 'Error', code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' } };
    const line = JSON.stringify({ level: 50, time: at, msg: 'start failed', err });
    expect(formatLine(line)).toBe('03:04:05.006 ERROR start failed\n  DatabaseSetupError: cannot connect\n  caused by: Error ECONNREFUSED: connect ECONNREFUSED\n');
    expect(formatLine(line, { stacks: true })).toContain('DatabaseSetupError: cannot connect\n    at open (db.ts:1:1)\n  caused by:');
  });

  it('colour only when asked; a line that is not JSON passes through', () => {
    expect(formatLine(JSON.stringify({ level: 50, time: at, msg: 'x' }), { colour: true })).toContain('\x1b[31mERROR\x1b[0m');
    expect(formatLine('plain text')).toBe('plain text\n');
  });
});
