/**
 * The inspector page as built (issue 13): small (≤ 200 KB gzipped, no CDN), nothing
 * inline that the CSP would have to allow, and no source path that turns data into
 * HTML or code.
 */
import { readdirSync, readFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';

const repo = (p: string) => fileURLToPath(new URL(`../../${p}`, import.meta.url));

describe('ui build', () => {
  test('≤ 200 KB gzipped, same-origin assets only, no inline script or style', async () => {
    const out = mkdtempSync(join(tmpdir(), 'mw-ui-size-'));
    try {
      const { build } = await import('vite');
      await build({ configFile: repo('ui/vite.config.ts'), build: { outDir: out }, logLevel: 'silent' });
      const files = [join(out, 'index.html'), ...readdirSync(join(out, 'assets')).map((f) => join(out, 'assets', f))];
      let raw = 0;
      let gz = 0;
      for (const f of files) {
        const b = readFileSync(f);
        raw += statSync(f).size;
        gz += gzipSync(b, { level: 9 }).length;
      }
      console.log(`ui bundle: ${files.length} files, ${(raw / 1024).toFixed(1)} KB raw, ${(gz / 1024).toFixed(1)} KB gzipped`);
      expect(gz).toBeLessThanOrEqual(200 * 1024);

      const html = readFileSync(join(out, 'index.html'), 'utf8');
      // Every script has a src under /ui/assets (no inline code); no inline style blocks.
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attrs, body] of scripts) {
        expect(attrs).toMatch(/src="\/ui\/assets\/[^"]+\.js"/);
        expect(body!.trim()).toBe('');
      }
      expect(html).not.toMatch(/<style\b|\sstyle=|\son[a-z]+=/i);
      // No third-party origin anywhere in what is shipped.
      for (const f of files) expect(readFileSync(f, 'utf8')).not.toMatch(/(src|href)=["']?(https?:)?\/\//);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  test('no source renders data as HTML or evaluates strings', () => {
    const dir = repo('ui/src');
    const sinks = /dangerouslySetInnerHTML|innerHTML|outerHTML|insertAdjacentHTML|document\.write|\beval\(|new Function\(|setTimeout\(\s*['"`]/;
    for (const f of readdirSync(dir)) {
      const text = readFileSync(join(dir, f), 'utf8');
      expect(sinks.exec(text)?.[0], f).toBeUndefined();
    }
  });
});
