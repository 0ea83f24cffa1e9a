/**
 * Anthropic agent-runtime integration (docs/design.md#surfaces, Library): the write contract as a
 * `record_memory` tool, and helpers that run a model's tool calls — or a loop
 * response's `memoryWrites` array — through the very same admission path as every
 * other write.
 *
 * The model never decides governance: it may only propose content and its
 * classification. The run (tenant, agent, user, thread) comes from the runtime;
 * fields reserved to operators (`protectionTier`, `importance`, the `system` and
 * `human_review` sources) are not offered and
 * are refused if a model sends them anyway; the scope hint can only say "this
 * thread" or "this user". Every call is answered with a `tool_result` the model can
 * read — policy rejections and invalid input included (`is_error: true`) — and
 * nothing here throws on a model's bad input or a memory-service failure: a broken
 * memory write must never crash the agent's turn.
 */
import type { MessageParam, Tool, ToolResultBlockParam } from '@anthropic-ai/sdk/resources/messages';
import { z } from 'zod';
import type { WriteResult } from '../contract/note.js';
import { memoryWriteJsonSchema, memoryWriteSchema, type MemoryWriteInput } from '../contract/write.js';
import { zodIssuesToFields, type FieldIssue } from '../errors.js';
import { AGENT_SOURCES } from '../policy/provenance.js';

export const RECORD_MEMORY_TOOL = 'record_memory';

/** The agent run a write belongs to; set by the runtime, never by the model. */
export interface RunRef {
  runId: string;
  agentId: string;
  userId?: string;
  threadId?: string;
  conversationId?: string;
}

/** Anything that can write through the admission path: the library, or the HTTP client. */
export interface MemoryWriter {
  write(body: MemoryWriteInput): Promise<WriteResult>;
}

/** Fields of the contract the model must not set (operators only, or the runtime's job). */
const RESERVED = ['protectionTier', 'importance', 'run', 'idempotencyKey'] as const;

/** What a model may send: the contract minus reserved fields, scope hint narrowed to this user / this thread. */
export const toolInputSchema = memoryWriteSchema
  .omit({ protectionTier: true, importance: true, run: true, idempotencyKey: true })
  .extend({
    source: z.enum(AGENT_SOURCES).describe('Who asserted it: the user, a tool you read, or you.'),
    scope: z
      .strictObject({ level: z.enum(['user', 'thread']).optional() })
      .optional()
      .describe('Where the memory applies: the current user (default) or only this conversation thread.'),
  });

const DESCRIPTION = [
  'Record one durable memory about the user or the task so that later conversations can use it.',
  'Use it when the user states a lasting preference, fact, or piece of context worth remembering ("I prefer bar charts", "I live in Oslo").',
  'Write one atomic, declarative statement per call, in the third person ("User prefers bar charts over pie charts.").',
  'Do not record guesses as facts: mark anything you concluded yourself as confidence "inferred" (it will wait for human review).',
  'Instructions that would change how you behave (memoryType "procedural", category "instruction"/"constraint") always wait for human review.',
  'Never record secrets, credentials or content the user asked you not to keep.',
  'If the user corrects something remembered earlier, record the corrected statement with the same deletionKey.',
  'Cite the message that justified the memory in evidence.messageId when you know it.',
  'The result tells you whether the memory was saved (outcome "written", "superseded", ...), merged with an existing one, queued for review, or rejected and why.',
].join(' ');

type JsonObject = Record<string, unknown>;

/**
 * The `record_memory` tool definition, derived from the write contract's JSON Schema
 * (so the tool and the contract cannot drift apart).
 */
export function recordMemoryTool(opts: { name?: string; description?: string } = {}): Tool {
  const full = memoryWriteJsonSchema() as JsonObject;
  const defs = (full.$defs ?? {}) as Record<string, JsonObject>;
  // The contract is emitted as `$ref` into `$defs`; a tool's input_schema must be an object schema at the top.
  const ref = typeof full.$ref === 'string' ? full.$ref.replace('#/$defs/', '') : null;
  const root = structuredClone(ref ? defs[ref]! : full) as JsonObject;
  delete root.$schema;
  delete root.$id;
  delete root.id;
  const properties = { ...(root.properties as Record<string, JsonObject>) };
  for (const f of RESERVED) delete properties[f];
  // `system` and `human_review` are operators' claims (policy/provenance.ts): not offered.
  properties.source = { ...properties.source, enum: [...AGENT_SOURCES] };
  properties.scope = {
    type: 'object',
    description: 'Where the memory applies: the current user (default) or only this conversation thread.',
    properties: { level: { type: 'string', enum: ['user', 'thread'] } },
    additionalProperties: false,
  };
  const otherDefs = Object.fromEntries(Object.entries(defs).filter(([k]) => k !== ref));
  return {
    name: opts.name ?? RECORD_MEMORY_TOOL,
    description: opts.description ?? DESCRIPTION,
    input_schema: {
      ...root,
      type: 'object',
      properties,
      required: ((root.required as string[] | undefined) ?? []).filter((f) => !(RESERVED as readonly string[]).includes(f)),
      additionalProperties: false,
      ...(Object.keys(otherDefs).length ? { $defs: otherDefs } : {}),
    },
  };
}

/** Outcome of one proposed write, as the runtime (and the model) sees it. */
export interface AppliedWrite {
  outcome: WriteResult['outcome'] | 'invalid' | 'error';
  reason?: string;
  noteId?: string;
  status?: string;
  /** Fields the model got wrong (outcome `invalid`). */
  errors?: FieldIssue[];
  /** True when nothing was admitted because of a rejection, invalid input or a failure. */
  isError: boolean;
}

export interface ApplyOptions {
  /**
   * Add the tool call id to the evidence the model cited (`evidence.toolCallId`), so the
   * note can be traced to the call that wrote it. A write that cites no evidence is still
   * rejected with `missing_provenance`. @defaultValue true
   */
  stampToolCallId?: boolean;
  /** Tool name to pick out of the message. @defaultValue `record_memory` */
  toolName?: string;
}

function errorOf(err: unknown): AppliedWrite {
  const e = err as { status?: number; code?: string; message?: string; issues?: FieldIssue[]; problem?: JsonObject };
  // The library throws MemwrightError; the HTTP client throws an error carrying the problem document.
  const problem = e.problem;
  if (problem && typeof problem.outcome === 'string') {
    return {
      outcome: problem.outcome as AppliedWrite['outcome'],
      reason: typeof problem.reason === 'string' ? problem.reason : undefined,
      isError: problem.outcome === 'rejected',
    };
  }
  const status = e.status ?? (problem?.status as number | undefined);
  const code = e.code ?? (problem?.code as string | undefined);
  const issues = e.issues ?? (problem?.errors as FieldIssue[] | undefined);
  if (status === 400 && issues) return { outcome: 'invalid', reason: 'validation_error', errors: issues, isError: true };
  if (status !== undefined && status >= 400 && status < 500) return { outcome: 'rejected', reason: code ?? 'rejected', isError: true };
  // Not the model's fault; say so without leaking internals into the transcript.
  return { outcome: 'error', reason: 'memory_service_unavailable', isError: true };
}

/** Run one proposed write (tool input or `memoryWrites` item) through the admission path. Never throws. */
export async function applyOne(
  writer: MemoryWriter,
  input: unknown,
  run: RunRef,
  extra: { idempotencyKey?: string; toolCallId?: string; defaultEvidence?: { toolCallId: string } } = {},
): Promise<AppliedWrite> {
  const parsed = toolInputSchema.safeParse(input);
  if (!parsed.success) {
    return { outcome: 'invalid', reason: 'validation_error', errors: zodIssuesToFields(parsed.error.issues, 'input'), isError: true };
  }
  const w = parsed.data;
  // The tool call id is added to evidence the model cited, never used as evidence on its own:
  // a call to record_memory proves nothing about where the memory came from (docs/design.md#admission step 2).
  // `defaultEvidence` is the exception a host makes on purpose (MCP: the host has no message
  // id to give the model, and the spec has a write cite its tool call then).
  const cited = w.evidence && Object.keys(w.evidence).length > 0;
  const evidence = cited
    ? extra.toolCallId
      ? { ...w.evidence, toolCallId: w.evidence!.toolCallId ?? extra.toolCallId }
      : w.evidence
    : (extra.defaultEvidence ?? w.evidence);
  try {
    const r = await writer.write({
      ...w,
      ...(evidence ? { evidence } : {}),
      run: { ...run },
      ...(extra.idempotencyKey ? { idempotencyKey: extra.idempotencyKey } : {}),
    });
    return {
      outcome: r.outcome,
      ...(r.reason ? { reason: r.reason } : {}),
      ...(r.note ? { noteId: r.note.id, status: r.note.status } : {}),
      isError: r.outcome === 'rejected',
    };
  } catch (err) {
    return errorOf(err);
  }
}

/** What the model reads back: short, factual, JSON. */
export function describeForModel(a: AppliedWrite): string {
  const messages: Partial<Record<AppliedWrite['outcome'], string>> = {
    written: 'Saved. It is available to future conversations right away.',
    superseded: 'Saved; it replaces the earlier memory in the same slot.',
    superseded_own: 'Updated the memory you recorded earlier in this run.',
    deduped: 'Already remembered; nothing new was saved.',
    skipped_duplicate: 'You already recorded this in this run; nothing new was saved.',
    skipped_cap: 'Not saved: this run reached its limit of new memories.',
    queued_for_review: 'Queued for human review; it will not be used until approved.',
    rejected: 'Not saved: the memory policy rejected it.',
    invalid: 'Not saved: the input does not match the tool schema. Fix the listed fields and try again.',
    error: 'Not saved: the memory service is unavailable right now. Continue without it.',
  };
  return JSON.stringify({
    outcome: a.outcome,
    ...(a.reason ? { reason: a.reason } : {}),
    ...(a.noteId ? { noteId: a.noteId } : {}),
    ...(a.status ? { status: a.status } : {}),
    ...(a.errors ? { errors: a.errors } : {}),
    message: messages[a.outcome],
  });
}

/** Any content block (SDK `ContentBlock`, `ContentBlockParam`, or plain JSON). */
type BlockLike = { readonly type: string } | { readonly type: string; readonly [k: string]: unknown };
type ToolUseLike = { type: 'tool_use'; id: string; name: string; input: unknown };

/**
 * Run every `record_memory` tool_use of a model response through the admission path and
 * return one `tool_result` block per call, in order (other tools' calls are left to the
 * caller). Accepts `message.content`, a list of blocks, or the message itself.
 * The tool call id doubles as the idempotency key, so applying the same response twice
 * writes nothing twice.
 */
export async function applyToolUses(
  writer: MemoryWriter,
  content: readonly BlockLike[] | { content: readonly BlockLike[] },
  run: RunRef,
  opts: ApplyOptions = {},
): Promise<ToolResultBlockParam[]> {
  const blocks = Array.isArray(content) ? content : (content as { content: readonly BlockLike[] }).content;
  const name = opts.toolName ?? RECORD_MEMORY_TOOL;
  const uses = (blocks as ReadonlyArray<BlockLike & Partial<ToolUseLike>>).filter(
    (b): b is ToolUseLike => b.type === 'tool_use' && b.name === name && typeof b.id === 'string',
  );
  const out: ToolResultBlockParam[] = [];
  // Sequential on purpose: the admission policy of a later call may depend on an earlier one (same run).
  for (const u of uses) {
    const applied = await applyOne(writer, u.input, run, {
      idempotencyKey: `tool-${run.runId}-${u.id}`.slice(0, 200),
      toolCallId: opts.stampToolCallId === false ? undefined : u.id,
    });
    out.push({ type: 'tool_result', tool_use_id: u.id, content: describeForModel(applied), ...(applied.isError ? { is_error: true } : {}) });
  }
  return out;
}

/**
 * Apply a loop response's `memoryWrites` array (structured output instead of tool
 * calls). Each item is validated like a tool input; the run comes from the runtime.
 */
export async function applyMemoryWrites(writer: MemoryWriter, memoryWrites: readonly unknown[], run: RunRef): Promise<AppliedWrite[]> {
  const out: AppliedWrite[] = [];
  for (const w of memoryWrites) out.push(await applyOne(writer, w, run));
  return out;
}

/** One conversation event as POST /v1/events takes it (docs/design.md#background-lane). */
export interface ConversationEventInput {
  id: string;
  role: 'user' | 'assistant' | 'tool';
  content: string;
  toolName?: string;
}

/**
 * Turn an SDK conversation (`MessageParam[]`, what an agent loop sends to
 * `messages.create`) into background-lane events: the text of each user and assistant
 * message, and each `tool_result` as a `tool` event named after its `tool_use`. Ids are
 * `<prefix><message index>` (`.r<block>` for tool results), so sending the growing
 * conversation again after every turn stores only the new messages — the event log is
 * idempotent on (run, event id). Images, documents and the model's `tool_use` calls are
 * not text a person said and are left out; a message with no text yields no event.
 */
export function messagesToEvents(messages: readonly MessageParam[], opts: { idPrefix?: string } = {}): ConversationEventInput[] {
  const prefix = opts.idPrefix ?? 'm';
  const toolNames = new Map<string, string>();
  const out: ConversationEventInput[] = [];
  messages.forEach((m, i) => {
    const role = m.role;
    // Only the two parties of the conversation speak; a system turn is the application's.
    if (role !== 'user' && role !== 'assistant') return;
    if (typeof m.content === 'string') {
      if (m.content.trim()) out.push({ id: `${prefix}${i}`, role, content: m.content });
      return;
    }
    const text: string[] = [];
    m.content.forEach((b, j) => {
      if (b.type === 'text') text.push(b.text);
      else if (b.type === 'tool_use') toolNames.set(b.id, b.name);
      else if (b.type === 'tool_result') {
        const content = typeof b.content === 'string' ? b.content : (b.content ?? []).flatMap((c) => (c.type === 'text' ? [c.text] : [])).join('\n');
        if (!content.trim()) return;
        const name = toolNames.get(b.tool_use_id);
        out.push({ id: `${prefix}${i}.r${j}`, role: 'tool', content, ...(name ? { toolName: name } : {}) });
      }
    });
    const joined = text.join('\n').trim();
    if (joined) out.push({ id: `${prefix}${i}`, role, content: joined });
  });
  return out;
}
