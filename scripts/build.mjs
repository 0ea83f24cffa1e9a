// `npm run build`: compile src/, workers/ and entry/ to dist/ (tsconfig.build.json), then copy
// the runtime files tsc does not emit to where the compiled code looks for them:
// - src/embed/minilm-worker.mjs, loaded as new URL('./minilm-worker.mjs', import.meta.url);
// - drizzle/, found as new URL('../../drizzle', import.meta.url) from src/db/database.ts,
//   which from dist/src/db/ is dist/drizzle.
// Then the memory inspector page (ui/, Preact): typechecked, bundled by Vite into
// dist/ui, which `serve` publishes at /ui (src/http/routes/ui.ts).
// The build goes to a fresh staging directory that replaces dist/ only when complete:
// no stale JavaScript from deleted sources, and a process running from dist/ while
// someone rebuilds never sees it half-written or missing for long.
import { spawnSync } from 'node:child_process';
import { cpSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const rootUrl = new URL('..', import.meta.url);
const root = fileURLToPath(rootUrl);
const at = (p) => fileURLToPath(new URL(p, rootUrl));
const staging = `dist.building-${process.pid}`;

try {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const r = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json', '--outDir', staging], { cwd: root, stdio: 'inherit' });
  const ui = r.status === 0 ? spawnSync(process.execPath, [tsc, '-p', 'ui/tsconfig.json'], { cwd: root, stdio: 'inherit' }) : r;
  if (r.status !== 0 || ui.status !== 0) process.exitCode = r.status || ui.status || 1;
  else {
    cpSync(at('src/embed/minilm-worker.mjs'), at(`${staging}/src/embed/minilm-worker.mjs`));
    cpSync(at('drizzle'), at(`${staging}/drizzle`), { recursive: true });
    const { build } = await import('vite');
    await build({ configFile: at('ui/vite.config.ts'), build: { outDir: at(`${staging}/ui`) } });
    // Marks a complete build (test/package checks freshness against it).
    writeFileSync(at(`${staging}/.built`), `${new Date().toISOString()}\n`);
    const old = `dist.old-${process.pid}`;
    rmSync(at(old), { recursive: true, force: true });
    try {
      renameSync(at('dist'), at(old));
    } catch (e) {
      if (e.code !== 'ENOENT') throw e;
    }
    renameSync(at(staging), at('dist'));
    rmSync(at(old), { recursive: true, force: true });
  }
} finally {
  rmSync(at(staging), { recursive: true, force: true });
}
