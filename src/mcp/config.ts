/**
 * Configuration of `memwright mcp` (stdio), from the environment the MCP client
 * launches it with: which server to talk to, with which key, and the run identity —
 * fixed here, never chosen by the model.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { zId } from '../contract/write.js';
import { SetupError } from '../errors.js';
import type { RunIdentity } from './identity.js';

const schema = z.object({
  MEMWRIGHT_URL: z.url({ protocol: /^https?$/ }).describe('Root of a running memwright server, e.g. http://localhost:3000'),
  MEMWRIGHT_API_KEY: z.string().min(1).describe('Agent key (or operator key for correct_memory / forget_memory).'),
  MEMWRIGHT_AGENT_ID: zId,
  MEMWRIGHT_USER_ID: zId,
  MEMWRIGHT_THREAD_ID: zId.optional(),
  /** @defaultValue `mcp-<random uuid>`: each process is one run. */
  MEMWRIGHT_RUN_ID: zId.optional(),
  /** @defaultValue 10000 */
  MEMWRIGHT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
});

export interface McpStdioConfig {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  identity: RunIdentity;
}

/** The stdio bridge's settings from its environment, which the CLI passes in (src/ reads no `process.env` of its own). */
export function parseMcpEnv(env: Record<string, string | undefined>): McpStdioConfig {
  // Empty variables (a config template left blank) count as unset.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const r = schema.safeParse(present);
  if (!r.success) {
    const i = r.error.issues[0]!;
    const name = String(i.path[0]);
    throw new SetupError(`mcp: ${name} ${present[name] === undefined ? 'is required' : `is invalid: ${i.message}`}`);
  }
  const e = r.data;
  return {
    baseUrl: e.MEMWRIGHT_URL,
    apiKey: e.MEMWRIGHT_API_KEY,
    timeoutMs: e.MEMWRIGHT_TIMEOUT_MS,
    identity: {
      agentId: e.MEMWRIGHT_AGENT_ID,
      userId: e.MEMWRIGHT_USER_ID,
      ...(e.MEMWRIGHT_THREAD_ID ? { threadId: e.MEMWRIGHT_THREAD_ID } : {}),
      runId: e.MEMWRIGHT_RUN_ID ?? `mcp-${randomUUID()}`,
    },
  };
}
