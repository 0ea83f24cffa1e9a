/**
 * The run an MCP session acts in. Fixed by configuration (environment for stdio,
 * headers of the initialize request for Streamable HTTP) and never an argument of a
 * tool: a model cannot pick whose memory it reads or writes.
 */
import { z } from 'zod';
import { zId } from '../contract/write.js';

export const runIdentitySchema = z.strictObject({
  agentId: zId,
  userId: zId,
  threadId: zId.optional(),
  /** One MCP session is one run (per-run write caps, `next_session` visibility). */
  runId: zId,
});

export type RunIdentity = z.infer<typeof runIdentitySchema>;
