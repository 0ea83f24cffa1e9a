/**
 * The CLI never writes a non-printable character to the terminal:
 * `memwright inspect` escapes them (ESC shown as `\x1b`), in text and in --json output.
 * Run as a real child process over an embedded data directory holding a hostile row —
 * one stored before write-time hygiene, so only the CLI's escaping stands between it
 * and the terminal. The escaping itself is tested in test/observability/terminalText.test.ts.
 */
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import { openPgliteDatabase } from '../../src/db/pglite/index.js';
import { memwrightFor } from '../../src/memwright.js';
import { createServices } from '../../src/services.js';
import { writeBody } from '../support/writeBody.js';
import { childEnv, removeTempDirs, runCli, tempDir } from './cli.js';

afterAll(removeTempDirs);

const HOSTILE = 'Likes \u001b[31mred\u001b[0m\u001b]0;pwned\u0007 tea\u0085now \u202eevil\u202c zero\u200bwidth \u{e0041}tag 👩\u200d💻.';

/** Anything a terminal would act on or hide (a ZWJ inside an emoji is part of the glyph). */
const NON_PRINTABLE = /(?!(?<=\p{Extended_Pictographic})\u200D(?=\p{Extended_Pictographic}))(?!\n)[\p{C}\u2028\u2029]/u;

describe('memwright inspect', () => {
  it('escapes a hostile note in text and JSON output', { timeout: 240_000 }, async () => {
    const dataDir = tempDir();
    const env = childEnv({ MEMWRIGHT_DATA_DIR: dataDir, MEMWRIGHT_ADMIN_TENANT: 'acme', MEMWRIGHT_LOG_LEVEL: 'warn' });
    // Seed in this process (no Redis: the note just waits for its pipeline), then edit the
    // row behind the API's back so it holds what write-time hygiene would have removed.
    const database = await openPgliteDatabase({ dataDir });
    try {
      await database.migrate();
      const services = await createServices(loadConfig({ MEMWRIGHT_DATA_DIR: dataDir, MEMWRIGHT_EMBEDDER: 'hash', MEMWRIGHT_LOG_LEVEL: 'silent' }), {
        database,
        noQueue: true,
        logger: pino({ level: 'silent' }),
      });
      const op = memwrightFor(services, { tenantId: 'acme', role: 'operator', keyId: 'k1', agentIds: null });
      const w = await op.write(writeBody({ content: 'User likes tea.', run: { runId: 'r1', agentId: 'a1', userId: 'dana' } }));
      await database.db.execute(
        sql`update notes set content = ${HOSTILE}, evidence = ${JSON.stringify({ messageId: 'm\u202e1', documentUri: 'https://x/\u001b[2J' })}::jsonb,
              deletion_key = ${'pref/\u200btea'} where id = ${w.note!.id}`,
      );
      await services.close();
    } finally {
      await database.close();
    }

    const text = await runCli(['inspect', '--user', 'dana'], env);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).not.toMatch(NON_PRINTABLE);
    expect(text.stdout).toContain('Likes \\x1b[31mred\\x1b[0m\\x1b]0;pwned\\x07 tea\\x85now \\u{202e}evil\\u{202c} zero\\u{200b}width \\u{e0041}tag 👩\u200d💻.');
    expect(text.stdout).toContain('evidence messageId=m\\u{202e}1 documentUri=https://x/\\x1b[2J');
    expect(text.stdout).toContain('slot pref/\\u{200b}tea');

    const json = await runCli(['inspect', '--user', 'dana', '--json'], env);
    expect(json.code, json.stderr).toBe(0);
    expect(json.stdout).not.toMatch(NON_PRINTABLE);
    const notes = JSON.parse(json.stdout) as { content: string }[];
    expect(notes[0]!.content).toBe(HOSTILE);
  });
});
