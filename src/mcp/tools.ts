/**
 * The memory tools an MCP client sees. Each one calls the REST API through
 * {@link MemwrightClient} with the session's key, so roles, scope rules, outcomes and
 * codes are the REST API's own. The run (agent, user, thread, run id) comes from the
 * session's {@link RunIdentity}; no tool takes a user, agent or run argument, and the
 * argument schemas are strict, so a model naming another user is refused
 * (`validation_error`, `unknown field`).
 */
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { MemwrightClient } from '../client/index.js';
import { zStatus } from '../contract/enums.js';
import type { NoteDto } from '../contract/note.js';
import { zDeletionKey, zText } from '../contract/write.js';
import { MemwrightError, zodIssuesToFields } from '../errors.js';
import { applyOne, describeForModel, recordMemoryTool, RECORD_MEMORY_TOOL } from '../integrations/anthropic.js';
import { correctionSchema } from '../contract/correction.js';
import { zNoteId } from '../contract/memories.js';
import type { Role } from '../contract/enums.js';
import type { RunIdentity } from './identity.js';
import { modelNote, toolError, toolResult } from './results.js';

export interface ToolContext {
  client: MemwrightClient;
  identity: RunIdentity;
  /**
   * The session key's role: an agent key is not offered the operator-only tools (it would
   * always get 403). Unknown: every tool is listed and the REST API decides per call.
   */
  role?: Role;
}

/** What a tool call carries besides its arguments. */
export interface CallExtra {
  /** The JSON-RPC id of the tools/call request: the tool call's id. */
  requestId?: string | number;
}

export interface MemoryTool {
  definition: Tool;
  /** Needs an operator (or admin) key, as its REST route does. */
  operatorOnly?: boolean;
  call(args: unknown, ctx: ToolContext, extra?: CallExtra): Promise<CallToolResult>;
}

/** The tools a key of `role` may call (all of them when the role is not known). */
export function toolsFor(role: Role | undefined): readonly MemoryTool[] {
  return role === 'agent' ? MEMORY_TOOLS.filter((t) => !t.operatorOnly) : MEMORY_TOOLS;
}

const recallArgs = z.strictObject({
  query: zText(2000).optional().describe('What the conversation is about; memories are ranked by similarity to it. Omit for the most important and recent ones.'),
  limit: z.number().int().min(1).max(50).optional().describe('How many memories (default 5, max 50).'),
});

const listArgs = z.strictObject({
  status: zStatus.optional().describe('Only memories in this status (e.g. active, provisional, pending_review).'),
  deletionKey: zDeletionKey.optional().describe('Only memories holding this slot key.'),
  cursor: z.string().max(200).optional().describe('nextCursor of the previous page.'),
  limit: z.number().int().min(1).max(200).optional().describe('Page size (default 50, max 200).'),
});

const correctArgs = correctionSchema.extend({ noteId: zNoteId.describe('Id of the memory to correct.') });

const forgetArgs = z
  .strictObject({
    noteId: zNoteId.optional().describe('Erase this memory (and memories derived from it).'),
    deletionKey: zDeletionKey.optional().describe("Erase every memory of the current user holding this slot key."),
  })
  .superRefine((v, ctx) => {
    if ((v.noteId === undefined) === (v.deletionKey === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['noteId'], message: 'give exactly one of noteId or deletionKey' });
    }
  });

function jsonSchema(schema: z.ZodType): Tool['inputSchema'] {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io: 'input' }) as Record<string, unknown>;
  return { ...rest, type: 'object' };
}

function parseArgs<T extends z.ZodType>(schema: T, args: unknown): z.output<T> {
  const r = schema.safeParse(args ?? {});
  if (!r.success) throw MemwrightError.validation(zodIssuesToFields(r.error.issues, 'arguments'));
  return r.data;
}

/** Notes scoped to the user, or learned in their runs (what erasing the user would erase). */
function belongsTo(n: NoteDto, userId: string): boolean {
  return n.scope.userId === userId || n.run?.userId === userId;
}

/** Load a note and refuse one of another user as not found (existence must not leak). */
async function ownNote(ctx: ToolContext, id: string): Promise<NoteDto> {
  const n = await ctx.client.get(id);
  if (!belongsTo(n, ctx.identity.userId)) throw MemwrightError.notFound();
  return n;
}

/** Run a handler; any refusal or failure becomes a tool error, never a thrown error. */
async function guarded(fn: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await fn();
  } catch (err) {
    return toolError(err);
  }
}

const record: MemoryTool = {
  definition: (() => {
    const t = recordMemoryTool();
    return {
      name: RECORD_MEMORY_TOOL,
      title: 'Record a memory',
      description: t.description,
      inputSchema: t.input_schema as Tool['inputSchema'],
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    };
  })(),
  async call(args, { client, identity }, extra = {}) {
    // The same admission path (and refusal of operator-only fields) as the Anthropic
    // integration. An MCP host cannot hand the model the id of the user's message, so a
    // write that cites nothing gets the tool call's own id as its evidence: the note can
    // be traced to the call (and its run) that wrote it.
    const toolCallId = extra.requestId === undefined ? undefined : `mcp:${identity.runId}:${String(extra.requestId)}`.slice(0, 200);
    const applied = await applyOne(
      client,
      args,
      {
        runId: identity.runId,
        agentId: identity.agentId,
        userId: identity.userId,
        ...(identity.threadId ? { threadId: identity.threadId } : {}),
      },
      toolCallId ? { toolCallId, defaultEvidence: { toolCallId } } : {},
    );
    const body = JSON.parse(describeForModel(applied)) as Record<string, unknown>;
    return toolResult(applied.isError && applied.reason ? { ...body, code: applied.reason } : body, applied.isError);
  },
};

const recall: MemoryTool = {
  definition: {
    name: 'recall_memory',
    title: 'Recall memories',
    description:
      'Recall what is remembered about the current user that is relevant to a query: returns a ready text block to use as context and the memories it holds. Provisional memories are marked as such in the text.',
    inputSchema: jsonSchema(recallArgs),
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  call: (args, { client, identity }) =>
    guarded(async () => {
      const a = parseArgs(recallArgs, args);
      const r = await client.context({
        agentId: identity.agentId,
        userId: identity.userId,
        ...(identity.threadId ? { threadId: identity.threadId } : {}),
        runId: identity.runId,
        ...a,
      });
      return toolResult({ text: r.text, memories: r.notes.map(modelNote) });
    }),
};

const list: MemoryTool = {
  definition: {
    name: 'list_memories',
    title: 'List memories',
    description: 'List the memories stored about the current user (newest first, paged), with their ids and status.',
    inputSchema: jsonSchema(listArgs),
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  call: (args, { client, identity }) =>
    guarded(async () => {
      const a = parseArgs(listArgs, args);
      const r = await client.list({ agentId: identity.agentId, userId: identity.userId, ...a });
      return toolResult({ memories: r.items.map(modelNote), ...(r.nextCursor ? { nextCursor: r.nextCursor } : {}) });
    }),
};

const correct: MemoryTool = {
  operatorOnly: true,
  definition: {
    name: 'correct_memory',
    title: 'Correct a memory',
    description: "Replace the content of one of the current user's memories when the user says it is wrong; the old version is kept in the history.",
    inputSchema: jsonSchema(correctArgs),
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
  },
  call: (args, ctx) =>
    guarded(async () => {
      const { noteId, ...correction } = parseArgs(correctArgs, args);
      await ownNote(ctx, noteId);
      const n = await ctx.client.correct(noteId, correction);
      return toolResult({ corrected: noteId, memory: modelNote(n) });
    }),
};

const forget: MemoryTool = {
  operatorOnly: true,
  definition: {
    name: 'forget_memory',
    title: 'Forget a memory',
    description: "Erase one of the current user's memories for good, by id or by slot key (deletionKey), when the user asks to forget it.",
    inputSchema: jsonSchema(forgetArgs),
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
  },
  call: (args, ctx) =>
    guarded(async () => {
      const a = parseArgs(forgetArgs, args);
      let r;
      if (a.noteId !== undefined) {
        await ownNote(ctx, a.noteId);
        r = await ctx.client.erase(a.noteId);
      } else {
        r = await ctx.client.erase({ deletionKey: a.deletionKey!, userId: ctx.identity.userId });
      }
      return toolResult({ erased: r.erased });
    }),
};

export const MEMORY_TOOLS: readonly MemoryTool[] = [record, recall, list, correct, forget];
