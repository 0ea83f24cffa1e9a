/**
 * The memory inspector at `/ui`: the page `npm run build` puts in dist/ui
 * (sources in ui/), served as static files — no CDN, works offline. The page holds no
 * authority: it calls the same /v1 API with the operator's key or a user token, and
 * the API decides what each may see and do.
 *
 * Every response under /ui carries a strict Content-Security-Policy: scripts and styles
 * only from this origin (no inline script, no eval), requests only to this origin, no
 * frames, no plugins, no forms posting elsewhere. Together with the page never
 * rendering note content as HTML, a hostile note stays inert text.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { problem } from '../../contract/problem.js';
import { sendProblem } from '../problem.js';

export const UI_BASE_PATH = '/ui';

export const UI_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ');

export interface UiOptions {
  /**
   * Folder of the built page (index.html + assets/).
   * @defaultValue dist/ui (found from the compiled code in dist/, or from src/ when run from sources)
   */
  root?: string;
}

/** dist/ui from dist/src/http/routes (compiled) or from src/http/routes (sources, tests). */
export function defaultUiRoot(): string {
  const candidates = import.meta.url.endsWith('.js') ? ['../../../ui/', '../../../dist/ui/'] : ['../../../dist/ui/'];
  const found = candidates.map((c) => fileURLToPath(new URL(c, import.meta.url))).find((d) => existsSync(`${d}index.html`));
  return found ?? fileURLToPath(new URL(candidates[0]!, import.meta.url));
}

function secureHeaders(reply: FastifyReply): void {
  reply.header('content-security-policy', UI_CSP);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'no-referrer');
  reply.header('x-frame-options', 'DENY');
  reply.header('cross-origin-opener-policy', 'same-origin');
}

export function uiRoutes(opts: UiOptions = {}) {
  return async function ui(app: FastifyInstance): Promise<void> {
    const root = opts.root ?? defaultUiRoot();
    const index = `${root.replace(/\/?$/, '/')}index.html`;

    await app.register(async (scope) => {
      scope.addHook('onSend', async (_req, reply, payload) => {
        secureHeaders(reply);
        return payload;
      });

      const page = async (_req: unknown, reply: FastifyReply) => {
        let html: string;
        try {
          html = await readFile(index, 'utf8');
        } catch {
          return sendProblem(reply, problem('ui_not_built', 'the inspector page is not built: run npm run build'));
        }
        // The page shell is tiny and names the hashed assets: always revalidate it.
        return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
      };
      scope.get(UI_BASE_PATH, { schema: { hide: true } }, async (_req, reply) => reply.redirect(`${UI_BASE_PATH}/`, 308));
      // The operator view (#/… routes inside it) and the end-user view.
      scope.get(`${UI_BASE_PATH}/`, { schema: { hide: true } }, page);
      scope.get(`${UI_BASE_PATH}/me`, { schema: { hide: true } }, page);

      if (existsSync(`${root}/assets`)) {
        await scope.register(fastifyStatic, {
          root: `${root}/assets`,
          prefix: `${UI_BASE_PATH}/assets/`,
          decorateReply: false,
          schemaHide: true,
          index: false,
          dotfiles: 'deny',
          // File names carry a content hash.
          immutable: true,
          maxAge: '365d',
        });
      }
    });
  };
}
