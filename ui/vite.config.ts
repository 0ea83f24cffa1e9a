/**
 * The memory inspector page (issue 13): Preact + Vite, built by `npm run build`
 * (scripts/build.mjs) into dist/ui and served by `memwright serve` at /ui.
 * JSX is compiled by Vite's esbuild (no Babel): Preact's automatic runtime.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/ui/',
  esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
  build: {
    outDir: fileURLToPath(new URL('../dist/ui', import.meta.url)),
    emptyOutDir: true,
    // No inline <script>/<style> and no module-preload polyfill snippet: the CSP allows 'self' only.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    sourcemap: false,
    reportCompressedSize: false,
  },
  logLevel: 'warn',
});
