/**
 * The memory inspector in a real browser (issue 13): Debian's chromium driven by
 * playwright-core, against a real server (PGlite or Postgres, Redis) serving the page
 * built from ui/ by Vite. Operator: log in, browse users, open a note's timeline,
 * correct, erase with counted confirmation, approve a review, keyboard use. End user:
 * /ui/me with a minted token sees and changes only their notes, and the API refuses
 * the token everywhere else. Hostile note contents stay inert text throughout.
 *
 * MEMWRIGHT_UI_SCREENSHOTS=1 also writes the screenshots in docs/inspector/.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { appendEvents } from '../../src/db/events.js';
import { notes } from '../../src/db/schema.js';
import { buildApp } from '../../src/http/app.js';
import { createServices } from '../../src/services.js';
import type { Services } from '../../src/ports.js';
import { CHROMIUM_ARGS, findChromium } from '../support/chromium.js';
import { freshTenant } from '../support/db.js';
import { ADMIN_KEY, describe, expect, test, testConfig } from '../support/fixtures.js';
import { writeBody } from '../support/writeBody.js';

const browserFound = findChromium();
const skipReason = 'skip' in browserFound ? browserFound.skip : null;
if (skipReason) console.warn(`[inspector browser tests skipped] ${skipReason}`);

const repo = (p: string) => fileURLToPath(new URL(`../../${p}`, import.meta.url));
const SHOTS = process.env.MEMWRIGHT_UI_SCREENSHOTS === '1' ? repo('docs/inspector') : null;

/** Contents that would run script if any view rendered them as HTML. */
const HOSTILE = [
  `<img src=x onerror="window.__xss=(window.__xss||0)+1">`,
  `<script>window.__xss=(window.__xss||0)+1</script>`,
  `"><svg onload="window.__xss=(window.__xss||0)+1">`,
];

interface World {
  services: Services;
  url: string;
  browser: Browser;
  uiDir: string;
  close: () => Promise<void>;
}
let world: World | null = null;

async function start(db: any, redisUrl: string): Promise<World> {
  if (world) return world;
  const uiDir = mkdtempSync(join(tmpdir(), 'mw-ui-build-'));
  const { build } = await import('vite');
  // The page as `npm run build` makes it, from the current sources.
  await build({ configFile: repo('ui/vite.config.ts'), build: { outDir: uiDir }, logLevel: 'silent' });
  const services = await createServices(testConfig(redisUrl), { database: db, logger: pino({ level: 'silent' }) });
  const app = await buildApp(services, { ui: { root: uiDir } });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch({ executablePath: (browserFound as { path: string }).path, args: CHROMIUM_ARGS, headless: true });
  world = {
    services,
    url,
    browser,
    uiDir,
    close: async () => {
      await browser.close();
      await app.close();
      await services.close();
      rmSync(uiDir, { recursive: true, force: true });
    },
  };
  return world;
}
afterAll(async () => world?.close());

async function call(url: string, method: string, path: string, key: string, json?: unknown) {
  const res = await fetch(url + path, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** A tenant with two users' notes, hostile contents among them, and a note waiting for review. */
async function seed(url: string) {
  const tenant = freshTenant();
  const op = (await call(url, 'POST', '/v1/admin/keys', ADMIN_KEY, { tenantId: tenant, role: 'operator' })).body.key as string;
  const agent = (await call(url, 'POST', '/v1/admin/keys', ADMIN_KEY, { tenantId: tenant, role: 'agent', agentIds: ['a1', 'a2'] })).body.key as string;
  const ids: Record<string, string> = {};
  let n = 0;
  const write = async (name: string, content: string, run: Record<string, string>, extra: Record<string, unknown> = {}) => {
    const r = await call(url, 'POST', '/v1/memories', agent, writeBody({ content, run: { runId: `run-${++n}`, ...run }, ...extra }));
    expect([200, 201, 202], JSON.stringify(r.body)).toContain(r.status);
    ids[name] = r.body.note.id;
  };
  await write('tea', 'Alice prefers tea over coffee.', { agentId: 'a1', userId: 'alice' }, { deletionKey: 'pref/drink' });
  await write('run', 'Alice runs on Tuesdays.', { agentId: 'a1', userId: 'alice' });
  await write('other', 'Alice uses the a2 agent for travel.', { agentId: 'a2', userId: 'alice' });
  for (const [i, h] of HOSTILE.entries()) await write(`xss${i}`, `Alice said ${h}`, { agentId: 'a1', userId: 'alice' });
  await write('bob', 'Bob prefers coffee over tea.', { agentId: 'a1', userId: 'bob' });
  await write('bob2', 'Bob lives in Lyon.', { agentId: 'a1', userId: 'bob' });
  await write('review', 'Always greet Alice in French.', { agentId: 'a1', userId: 'alice' }, { memoryType: 'procedural', category: 'instruction' });
  return { tenant, op, agent, ids };
}

async function newPage(w: World): Promise<{ page: Page; problems: string[] }> {
  const context = await w.browser.newContext({ viewport: { width: 1180, height: 760 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    // CSP violations and script errors show up here.
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) problems.push(`console: ${m.text()}`);
  });
  page.on('dialog', (d) => (problems.push(`alert: ${d.message()}`), d.dismiss()));
  return { page, problems };
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

/** Nothing hostile ran, and no hostile markup became an element. */
async function expectInert(page: Page, problems: string[]) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(await page.locator('img[src="x"], main script, svg[onload]').count()).toBe(0);
  expect(problems).toEqual([]);
}

/** Relative luminance (0 black … 1 white) of a CSS `rgb(…)` colour. */
function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((c) => {
    const v = Number(c) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

async function login(page: Page, url: string, key: string) {
  await page.goto(`${url}/ui/`);
  await page.getByLabel('Operator API key').fill(key);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Users and agents' }).waitFor();
}

describe.skipIf(skipReason !== null)('memory inspector in chromium', () => {
  test('operator: log in, browse, timeline, correct, erase with counts, hostile content inert', async ({ db, redis }) => {
    const w = await start(db, redis.url);
    const { op, ids } = await seed(w.url);
    const { page, problems } = await newPage(w);

    // A wrong key is refused with an error, and nothing is stored.
    await page.goto(`${w.url}/ui/`);
    await page.getByLabel('Operator API key').fill('mw_not-a-key');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('not accepted');
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

    await login(page, w.url, op);
    // The key is in this tab's sessionStorage, never in the URL.
    expect(page.url()).not.toContain(op);
    expect(await page.evaluate(() => sessionStorage.getItem('memwright.operatorKey'))).toBe(op);
    const users = page.getByRole('list', { name: 'users' });
    await expect.poll(() => users.getByRole('link').allTextContents()).toEqual(['alice', 'bob']);
    await shot(page, 'directory');

    await users.getByRole('link', { name: 'alice' }).click();
    await page.getByRole('heading', { name: /User alice/ }).waitFor();
    const rows = page.locator('table.notes tbody tr');
    await expect.poll(() => rows.count()).toBe(7);
    // Hostile contents are shown as the text they are.
    for (const h of HOSTILE) await expect.poll(() => page.getByText(`Alice said ${h}`, { exact: true }).count()).toBe(1);
    await expectInert(page, problems);
    await shot(page, 'user-notes');

    // Filter by status.
    await page.getByLabel('Status').selectOption('pending_review');
    await expect.poll(() => rows.count()).toBe(1);
    await page.getByLabel('Status').selectOption('');
    await expect.poll(() => rows.count()).toBe(7);

    // A note: provenance and its timeline.
    await page.getByRole('link', { name: 'Alice prefers tea over coffee.' }).click();
    await page.getByRole('heading', { name: 'History' }).waitFor();
    await expect.poll(() => page.locator('.timeline .event').first().textContent()).toContain('Written');
    expect(await page.locator('.facts').textContent()).toContain('pref/drink');

    // Correct it: the replacement opens, and its timeline says why.
    await page.getByRole('button', { name: 'Correct' }).click();
    await page.getByLabel('Corrected statement').fill('Alice prefers green tea.');
    await page.getByLabel('Why').fill('She said so on the phone.');
    await page.getByRole('button', { name: 'Save correction' }).click();
    await expect.poll(() => page.getByTestId('note-content').textContent()).toBe('Alice prefers green tea.');
    await expect.poll(() => page.locator('.timeline').textContent()).toContain('She said so on the phone.');
    const correctedId = decodeURIComponent(page.url().split('#/notes/')[1]!);
    expect(correctedId).not.toBe(ids.tea);
    expect(await page.locator('.facts').textContent()).toContain('corrected');
    // The original: superseded, its trail says by what and why, and links to the replacement.
    await page.goto(`${w.url}/ui/#/notes/${ids.tea}`);
    await expect.poll(() => page.locator('.timeline').textContent()).toContain('She said so on the phone.');
    // The note and its trail are two requests: wait for the note's own facts too.
    await expect.poll(() => page.locator('.facts').textContent()).toContain('superseded');
    await shot(page, 'note-timeline');
    await page.getByRole('link', { name: 'Replaced by a newer note →' }).click();
    await expect.poll(() => page.getByTestId('note-content').textContent()).toBe('Alice prefers green tea.');

    // Erase the slot: the confirmation counts before anything goes.
    await page.getByRole('button', { name: 'Erase slot' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.locator('[data-count="notes"]').textContent()).toBe('2');
    expect(await dialog.textContent()).toMatch(/\((1 superseded, 1 active|1 active, 1 superseded)\)/);
    // Keyboard: focus starts on Cancel, Escape cancels, and nothing was erased.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await shot(page, 'erase-confirm');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect((await call(w.url, 'GET', `/v1/memories/${correctedId}`, op)).status).toBe(200);

    await page.getByRole('button', { name: 'Erase slot' }).click();
    await expect.poll(() => dialog.locator('[data-count="notes"]').textContent()).toBe('2');
    await dialog.getByRole('button', { name: 'Erase for good' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Erased' }).textContent()).toContain('Erased 2 notes');
    await expect.poll(() => page.locator('.notice').filter({ hasText: 'was erased' }).count()).toBe(1);
    expect((await call(w.url, 'GET', `/v1/memories/${correctedId}`, op)).status).toBe(404);
    expect((await call(w.url, 'GET', `/v1/memories/${ids.tea}`, op)).status).toBe(404);
    // The original's page later: no note, no error, its content-free tombstone trail.
    await page.goto(`${w.url}/ui/#/notes/${ids.tea}`);
    // A hash change alone keeps the previous note's page (erased too) on screen until the
    // new one loads: load the page afresh so every check below sees the original's.
    await page.reload();
    await expect.poll(() => page.locator('.timeline').textContent()).toContain('Erased (tombstone)');
    await expect.poll(() => page.locator('.notice').filter({ hasText: 'was erased' }).count()).toBe(1);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.locator('main').textContent()).not.toContain('Alice prefers tea');

    // Erase a whole user from their page.
    await page.goto(`${w.url}/ui/#/users/bob`);
    await expect.poll(() => rows.count()).toBe(2);
    await page.getByRole('button', { name: 'Erase this user' }).click();
    await expect.poll(() => dialog.locator('[data-count="notes"]').textContent()).toBe('2');
    await dialog.getByRole('button', { name: 'Erase for good' }).click();
    await expect.poll(() => page.locator('p.empty').textContent()).toBe('No notes match.');
    expect((await call(w.url, 'GET', '/v1/memories?userId=bob', op)).body.items).toEqual([]);

    await expectInert(page, problems);
    await page.context().close();
  });

  test('operator: search by content, restore a note a stage retired (its replacement retired in turn), filled buttons readable on hover, a 390 px screen without sideways scrolling', async ({ db, redis }) => {
    const w = await start(db, redis.url);
    const { tenant, op, ids } = await seed(w.url);
    // The contradiction stage's retirement, as it records one: "Alice runs on Tuesdays."
    // superseded by "Alice uses the a2 agent for travel." (the pair does not matter here).
    const database = w.services.database.db;
    await database.update(notes).set({ status: 'superseded', supersededById: ids.other! }).where(and(eq(notes.tenantId, tenant), eq(notes.id, ids.run!)));
    await database.update(notes).set({ status: 'active' }).where(and(eq(notes.tenantId, tenant), eq(notes.id, ids.other!)));
    await appendEvents(database, [{ tenantId: tenant, noteId: ids.run!, type: 'superseded', actor: 'pipeline:contradiction', reason: 'contradicted by a newer note', detail: { by: ids.other } }]);
    const { page, problems } = await newPage(w);
    await login(page, w.url, op);

    // Search by content from the directory: a case-insensitive substring, LIKE wildcards literal.
    await page.getByLabel('Content contains').fill('PREFERS');
    const rows = page.locator('table.notes tbody tr');
    await expect.poll(() => rows.locator('td.content').allTextContents()).toEqual(expect.arrayContaining(['Alice prefers tea over coffee.', 'Bob prefers coffee over tea.']));
    expect(await rows.count()).toBe(2);
    await page.getByLabel('Content contains').fill('%');
    await expect.poll(() => page.locator('p.empty').first().textContent()).toBe('No notes match.');
    // And within one user's notes.
    await page.getByLabel('Content contains').fill('');
    await page.getByRole('list', { name: 'users' }).getByRole('link', { name: 'alice' }).click();
    await page.getByRole('heading', { name: /User alice/ }).waitFor();
    await page.getByLabel('Content contains').fill('tuesdays');
    await expect.poll(() => rows.locator('td.content').allTextContents()).toEqual(['Alice runs on Tuesdays.']);

    // Restore it: the note is active again and its replacement is retired, as the answer says.
    await rows.getByRole('link', { name: 'Alice runs on Tuesdays.' }).click();
    await page.getByRole('button', { name: 'Restore' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Why (kept in its history)').fill('Alice still runs on Tuesdays.');
    // Hovered, the filled button keeps a dark background under its white label.
    const confirm = dialog.getByRole('button', { name: 'Restore' });
    await confirm.hover();
    const colours = await confirm.evaluate((b) => ({ bg: getComputedStyle(b).backgroundColor, fg: getComputedStyle(b).color }));
    expect(colours.fg).toBe('rgb(255, 255, 255)');
    expect(luminance(colours.bg)).toBeLessThan(0.3);
    await confirm.click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Restored: the note is active again.');
    expect(await page.getByRole('status').textContent()).toContain('is now superseded');
    expect((await call(w.url, 'GET', `/v1/memories/${ids.run}`, op)).body.status).toBe('active');
    expect((await call(w.url, 'GET', `/v1/memories/${ids.other}`, op)).body).toMatchObject({ status: 'superseded', supersededById: ids.run });
    await page.getByRole('button', { name: 'Show' }).click();
    await expect.poll(() => page.locator('.timeline').textContent()).toContain('Alice still runs on Tuesdays.');
    expect(await page.getByRole('button', { name: 'Restore' }).count()).toBe(0);

    // A phone: nothing is wider than the screen, on the pages with tables.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const hash of ['#/users/alice', '#/health', '#/reviews', `#/notes/${ids.tea}`]) {
      await page.goto(`${w.url}/ui/${hash}`);
      await page.waitForLoadState('networkidle');
      await page.locator('main h1, main h2').first().waitFor();
      const widths = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, view: window.innerWidth }));
      expect(widths.doc, hash).toBeLessThanOrEqual(widths.view);
      await shot(page, `narrow-${hash.split('/')[1]}`);
    }
    await expectInert(page, problems);
    await page.context().close();
  });

  test('operator: review queue approve, context preview, pipeline health, keyboard navigation', async ({ db, redis }) => {
    const w = await start(db, redis.url);
    const { op, ids } = await seed(w.url);
    const { page, problems } = await newPage(w);
    await login(page, w.url, op);

    // Keyboard only: Tab to the review queue link in the header and follow it.
    await page.keyboard.press('Tab'); // skip link
    await page.keyboard.press('Tab'); // first nav link
    for (let i = 0; i < 5 && (await page.evaluate(() => document.activeElement?.textContent)) !== 'Review queue'; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Review queue');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Review queue' }).waitFor();
    const item = page.locator(`li.review[data-note-id="${ids.review}"]`);
    await item.waitFor();
    await shot(page, 'reviews');
    await item.getByLabel(/Reason/).fill('Confirmed with Alice');
    await item.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => item.getByRole('status').textContent()).toContain('now provisional');
    const decided = await call(w.url, 'GET', `/v1/memories/${ids.review}/history`, op);
    expect(decided.body.items.at(-1)).toMatchObject({ type: 'reviewed', reason: 'Confirmed with Alice' });

    await page.getByRole('link', { name: 'Context preview' }).click();
    await page.getByLabel('Agent').fill('a1');
    await page.getByLabel('User').fill('alice');
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.locator('pre.context-text').waitFor();
    const told = (await page.locator('pre.context-text').textContent())!;
    // The note approved a moment ago is injected (provisional); Bob's are not Alice's.
    expect(told).toContain('Always greet Alice in French.');
    expect(told).not.toContain('Bob');
    await expectInert(page, problems);
    await shot(page, 'context-preview');

    await page.getByRole('link', { name: 'Pipeline health' }).click();
    await page.getByRole('heading', { name: 'Queues (all tenants)' }).waitFor();
    expect(await page.locator('table.health').first().locator('tbody tr').count()).toBe(6);
    expect(await page.getByRole('link', { name: /Bull Board/ }).getAttribute('href')).toBe('/admin/queues');
    await shot(page, 'pipeline-health');

    // A key that stops working (revoked, expired) signs the page out on its next request.
    await page.evaluate(() => sessionStorage.setItem('memwright.operatorKey', 'mw_revoked'));
    await page.reload();
    await page.getByLabel('Operator API key').waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('memwright.operatorKey'))).toBeNull();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test('end user: /ui/me shows only their notes, corrects and deletes them; the API refuses the token elsewhere', async ({ db, redis }) => {
    const w = await start(db, redis.url);
    const { op, ids } = await seed(w.url);
    const minted = await call(w.url, 'POST', '/v1/user-tokens', op, { userId: 'alice', agentId: 'a1' });
    expect(minted.status).toBe(201);
    const token = minted.body.token as string;
    const { page, problems } = await newPage(w);

    await page.goto(`${w.url}/ui/me#token=${encodeURIComponent(token)}`);
    await page.getByRole('heading', { name: 'Your memories' }).waitFor();
    // The token left the address bar for sessionStorage at once.
    expect(page.url()).toBe(`${w.url}/ui/me`);
    expect(await page.evaluate(() => sessionStorage.getItem('memwright.userToken'))).toBe(token);

    const mine = page.locator('li.my-note');
    await page.getByLabel('Status').selectOption('');
    // Alice's a1 notes only: not Bob's, not her a2 agent's.
    await expect.poll(async () => (await mine.evaluateAll((els) => els.map((e) => e.getAttribute('data-note-id')))).sort()).toEqual(
      [ids.tea, ids.run, ids.xss0, ids.xss1, ids.xss2, ids.review].sort(),
    );
    expect(await page.locator('main').textContent()).not.toContain('Bob');
    for (const h of HOSTILE) expect(await page.getByText(`Alice said ${h}`, { exact: true }).count()).toBe(1);
    await expectInert(page, problems);
    await shot(page, 'me');

    // Why is this remembered?
    const tea = page.locator(`li.my-note[data-note-id="${ids.tea}"]`);
    await tea.getByRole('button', { name: 'Why is this remembered?' }).click();
    await expect.poll(() => tea.locator('.timeline').textContent()).toContain('Written');

    // Correct, then delete.
    await tea.getByRole('button', { name: 'Correct' }).click();
    await tea.getByLabel('Corrected statement').fill('Alice prefers rooibos.');
    await tea.getByLabel('Why').fill('I stopped drinking caffeine');
    await tea.getByRole('button', { name: 'Save correction' }).click();
    await expect.poll(() => page.getByText('Alice prefers rooibos.', { exact: true }).count()).toBe(1);
    const rooibos = page.locator('li.my-note').filter({ hasText: 'Alice prefers rooibos.' });
    await rooibos.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete for good' }).click();
    await expect.poll(() => page.getByText('Alice prefers rooibos.', { exact: true }).count()).toBe(0);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Erased' }).count()).toBe(1);

    // Isolation is the API's: from inside the page, the token reaches nothing else.
    const fromPage = await page.evaluate(async (t) => {
      const h = { authorization: `Bearer ${t}`, 'content-type': 'application/json' };
      const r = await Promise.all([
        fetch('/v1/memories?userId=bob', { headers: h }),
        fetch('/v1/users', { headers: h }),
        fetch('/v1/erasure', { method: 'POST', headers: h, body: JSON.stringify({ userId: 'bob' }) }),
      ]);
      return r.map((x) => x.status);
    }, token);
    expect(fromPage).toEqual([403, 403, 403]);
    for (const id of [ids.bob, ids.other]) {
      const r = await page.evaluate(
        async ([t, id]) => (await fetch(`/v1/me/memories/${id}`, { method: 'DELETE', headers: { authorization: `Bearer ${t}` } })).status,
        [token, id] as const,
      );
      expect(r).toBe(404);
      expect((await call(w.url, 'GET', `/v1/memories/${id}`, op)).status).toBe(200);
    }

    // Past one page (50): "Load more" brings the rest, in order, without repeats.
    for (let i = 0; i < 50; i++) {
      const r = await call(w.url, 'POST', '/v1/memories', op, {
        content: `Alice mentioned fact number ${i}.`,
        memoryType: 'semantic',
        source: 'user',
        confidence: 'asserted',
        evidence: { messageId: `bulk-${i}` },
        scope: { level: 'user_all_agents', userId: 'alice' },
      });
      expect(r.status).toBe(201);
    }
    const all = (await call(w.url, 'GET', '/v1/me/memories?limit=200', token)).body.items as Array<{ id: string }>;
    expect(all.length).toBeGreaterThan(50);
    await page.reload();
    await page.getByLabel('Status').selectOption('');
    await expect.poll(() => mine.count()).toBe(50);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => mine.count()).toBe(all.length);
    expect(await mine.evaluateAll((els) => els.map((e) => e.getAttribute('data-note-id')))).toEqual(all.map((n) => n.id));
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);

    await expectInert(page, problems);
    await page.context().close();
  });
});
