/**
 * The OpenAPI document's facts that the routes' zod schemas do not carry: operation
 * ids, descriptions, every error response (RFC 9457 problem documents with their
 * stable codes), a request and success-response example for every operation, the
 * unauthenticated health routes, servers and tags.
 *
 * Kept beside the routes rather than in them so that the error vocabulary of the whole
 * API reads in one place. test/http/openapi.test.ts checks that every route is here,
 * validates real responses of every operation against the published document, and runs
 * Redocly and Spectral over it.
 */
import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

type Json = Record<string, unknown>;
type Codes = Partial<Record<400 | 401 | 403 | 404 | 409 | 413 | 414 | 415 | 422 | 429 | 500 | 503, readonly string[]>>;

/** A named example: Swagger UI offers it in its example picker and "Try it out" sends it. */
interface Example {
  summary: string;
  value: unknown;
}

interface Examples {
  /** Request-body examples (operations with a body), by name. */
  request?: Record<string, Example>;
  /** Success-response examples, by status and name. */
  responses: Record<number, Record<string, Example>>;
}

interface OperationDoc {
  /** Absent: the route's own schema names it (routes outside this table declare their operationId). */
  operationId?: string;
  description?: string;
  /** Error codes beyond the ones every operation of its kind can answer (see {@link errorsOf}). */
  errors?: Codes;
  /** Success responses for routes whose handler has no response schema. */
  responses?: Record<number, Json>;
  examples: Examples;
}

const PROBLEM = '#/components/schemas/Problem';

const apiKeyView = {
  type: 'object',
  required: ['id', 'tenantId', 'role', 'agentIds', 'createdAt', 'lastUsedAt', 'expiresAt', 'revokedAt'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    tenantId: { type: 'string' },
    role: { type: 'string', enum: ['agent', 'operator', 'admin'] },
    agentIds: { type: ['array', 'null'], items: { type: 'string' } },
    createdAt: { type: 'string', format: 'date-time' },
    lastUsedAt: { type: ['string', 'null'], format: 'date-time' },
    expiresAt: { type: ['string', 'null'], format: 'date-time' },
    revokedAt: { type: ['string', 'null'], format: 'date-time' },
  },
  additionalProperties: false,
} as const;

const json = (description: string, schema: Json) => ({ description, content: { 'application/json': { schema } } });

// Examples: the README's walkthrough (tenant acme, agent support-bot, user user_42).
// Responses are what the server answers to those requests; test/http/openapi.test.ts
// validates each against its operation's schema and sends each request to a real server.
const at = (time: string) => `2026-11-30T${time}Z`;
const NOTE_ID = '3f6c2a8e-5b1d-4c7a-9e2f-81d4b7a0c5e9';
const CORRECTED_ID = '9a0e7c41-2d3b-4f58-b6a1-c4e2f9d8b730';
const RUN = { runId: 'run_1', agentId: 'support-bot', userId: 'user_42' };
const USER_SCOPE = { level: 'user', agentId: 'support-bot', userId: 'user_42', threadId: null };
const WRITE = {
  content: 'User prefers bar charts over pie charts.',
  memoryType: 'semantic',
  category: 'preference',
  source: 'user',
  confidence: 'asserted',
  evidence: { messageId: 'msg_123' },
  run: RUN,
};
/** The note that write creates: provisional until the pipeline hardens it. */
const NOTE = {
  id: NOTE_ID,
  tenantId: 'acme',
  status: 'provisional',
  content: WRITE.content,
  memoryType: 'semantic',
  category: 'preference',
  scope: USER_SCOPE,
  authorType: 'agent',
  source: 'user',
  confidence: 'asserted',
  evidence: { messageId: 'msg_123' },
  run: { ...RUN, threadId: null, conversationId: null },
  visibility: 'immediate',
  conflictPolicy: 'supersede',
  deletionKey: null,
  slotKey: 'user|preference:chart',
  protectionTier: 'standard',
  importance: null,
  accessCount: 0,
  lastAccessedAt: null,
  expiresAt: '2026-12-07T09:12:04.512Z',
  hardenedAt: null,
  embeddingModel: null,
  derivedFromIds: [],
  consolidatedIntoId: null,
  supersededById: null,
  reviewReason: null,
  pipelineStage: 'embed',
  version: 1,
  occurredAt: at('09:12:04.512'),
  createdAt: at('09:12:04.512'),
  updatedAt: at('09:12:04.512'),
};
/** The same note a minute later: the pipeline has embedded, scored and hardened it. */
const ACTIVE_NOTE = {
  ...NOTE,
  status: 'active',
  importance: 5,
  expiresAt: null,
  hardenedAt: at('09:13:10.208'),
  embeddingModel: 'minilm-l6-v2',
  pipelineStage: 'done',
  version: 3,
  updatedAt: at('09:13:10.208'),
};
/** A procedural instruction from an agent: held for review, never injected until approved. */
const HELD_NOTE = {
  ...NOTE,
  id: '5e2b9d07-8c4f-4a16-a3d9-0f7b1e6c2a48',
  status: 'pending_review',
  content: 'Always answer in French.',
  memoryType: 'procedural',
  category: 'instruction',
  evidence: { messageId: 'msg_124' },
  conflictPolicy: 'append',
  reviewReason: 'procedural_requires_review',
  occurredAt: at('09:14:37.090'),
  createdAt: at('09:14:37.090'),
  updatedAt: at('09:14:37.090'),
};
/** An operator's correction of NOTE: a new active note that replaces it. */
const CORRECTED_NOTE = {
  ...ACTIVE_NOTE,
  id: CORRECTED_ID,
  content: 'User prefers line charts.',
  authorType: 'operator',
  source: 'human_review',
  confidence: 'corrected',
  evidence: {},
  run: null,
  protectionTier: 'protected',
  importance: null,
  hardenedAt: at('10:02:51.377'),
  derivedFromIds: [NOTE_ID],
  version: 1,
  occurredAt: at('10:02:51.377'),
  createdAt: at('10:02:51.377'),
  updatedAt: at('10:02:51.377'),
};
const CORRECTION = { content: 'User prefers line charts.', reason: 'user corrected it in msg_130' };
const HISTORY = {
  noteId: NOTE_ID,
  erased: false,
  items: [
    {
      id: '1041',
      type: 'written',
      actor: 'agent:0b8e4f2a-6d1c-4e7b-9a53-2f1c8d6e4b90',
      reason: 'written',
      evidence: { messageId: 'msg_123' },
      detail: { scope: 'user', status: 'provisional', supersedes: [] },
      createdAt: at('09:12:04.512'),
    },
    {
      id: '1057',
      type: 'hardened',
      actor: 'pipeline:harden',
      reason: null,
      evidence: null,
      detail: { importance: 5, protectionTier: 'standard', keptExplicitTtl: false },
      createdAt: at('09:13:10.208'),
    },
  ],
};
const ERASED = { erased: { notes: 1, derived: 0, jobs: 0 }, scrub: { status: 'scheduled', startsBy: at('10:05:00.000'), lastDurationMs: null } };
const KEY = {
  id: '0b8e4f2a-6d1c-4e7b-9a53-2f1c8d6e4b90',
  tenantId: 'acme',
  role: 'agent',
  agentIds: ['support-bot'],
  createdAt: at('09:00:12.031'),
  lastUsedAt: null,
  expiresAt: null,
  revokedAt: null,
};
const AGENT_CONFIG = {
  agentId: 'support-bot',
  allowMemoryWrite: true,
  maxWritesPerRun: 10,
  extractionTrigger: 'on_session_end',
  extractionIdleSeconds: null,
  maxExtractedPerRun: 10,
  configured: true,
  updatedAt: at('09:05:44.610'),
};
const USER_TOKEN_EXPIRY = at('11:00:00.000');

const ex = (name: string, summary: string, value: unknown): Record<string, Example> => ({ [name]: { summary, value } });
/** A page of notes with the cursor of the next one (base64url of the last item's `createdAt|id`, see src/db/notes.ts). */
const page = (...items: Array<{ id: string; createdAt: string }>) => ({
  items,
  nextCursor: Buffer.from(`${items.at(-1)!.createdAt}|${items.at(-1)!.id}`).toString('base64url'),
});

/** Keyed by `METHOD url` as fastify registers the route. */
export const OPERATIONS: Record<string, OperationDoc> = {
  'POST /v1/memories': {
    operationId: 'writeMemory',
    description:
      'Runs the admission policy on a proposed memory. Accepted outcomes answer 200/201/202 with the outcome; refused outcomes (rejected, skipped_cap) answer a problem document that also carries `outcome` and `reason`.',
    errors: {
      403: ['field_not_allowed', 'agent_not_allowed'],
      409: ['slot_taken', 'idempotency_key_reused'],
      422: ['missing_provenance', 'scope_not_allowed', 'memory_write_disabled'],
      429: ['skipped_cap'],
    },
    examples: {
      request: {
        ...ex('preference', 'A preference the user stated, with its evidence', WRITE),
        ...ex('procedural', 'An instruction to the agent (held for review)', {
          ...WRITE,
          content: 'Always answer in French.',
          memoryType: 'procedural',
          category: 'instruction',
          evidence: { messageId: 'msg_124' },
        }),
      },
      responses: {
        200: ex('skipped_duplicate', 'The same write again: nothing new is stored', { outcome: 'skipped_duplicate', note: NOTE }),
        201: ex('written', 'Stored, provisional until the pipeline hardens it', { outcome: 'written', note: NOTE }),
        202: ex('queued_for_review', 'A procedural instruction waits for an operator', { outcome: 'queued_for_review', reason: 'procedural_requires_review', note: HELD_NOTE }),
      },
    },
  },
  'POST /v1/events': {
    operationId: 'recordEvents',
    description:
      'Store one run\u2019s conversation turns and tool events in the event log (idempotent on run and event id; body up to 1 MiB) and, by the agent\u2019s extraction trigger, queue their extraction. Events are never injected; extracted candidates go through the write path\u2019s admission (docs/design.md#background-lane).',
    errors: { 403: ['agent_not_allowed'], 409: ['run_user_mismatch'] },
    examples: {
      request: ex('turns', 'Two turns of a run', {
        run: RUN,
        events: [
          { id: 'evt_1', role: 'user', content: 'Can you show last quarter as a bar chart? I find pie charts hard to read.', at: at('09:11:58.000') },
          { id: 'evt_2', role: 'assistant', content: 'Here is Q3 revenue as a bar chart.', at: at('09:12:03.000') },
        ],
      }),
      responses: {
        202: ex('stored', 'Stored; extraction waits for the end of the session', {
          runId: 'run_1',
          stored: ['evt_1', 'evt_2'],
          inserted: 2,
          duplicates: [],
          extraction: { trigger: 'on_session_end', queued: false },
        }),
      },
    },
  },
  'GET /v1/memories': {
    operationId: 'listMemories',
    description: 'Notes of the tenant, newest first, filtered and paged by cursor. Agent keys see only notes of their agents.',
    errors: { 403: ['agent_not_allowed'] },
    examples: { responses: { 200: ex('page', 'Newest first, with the next page\u2019s cursor', page(HELD_NOTE, ACTIVE_NOTE)) } },
  },
  'GET /v1/memories/:id': {
    operationId: 'getMemory',
    description: 'One note with its provenance. A note of another agent is 404 to an agent key.',
    errors: { 404: ['not_found'] },
    examples: { responses: { 200: ex('active', 'A note the pipeline has hardened', ACTIVE_NOTE) } },
  },
  'GET /v1/memories/:id/history': {
    operationId: 'getMemoryHistory',
    description: 'The append-only audit trail of a note (operators).',
    errors: { 403: ['forbidden'], 404: ['not_found'] },
    examples: { responses: { 200: ex('trail', 'Written by an agent, then hardened', HISTORY) } },
  },
  'PATCH /v1/memories/:id': {
    operationId: 'correctMemory',
    description: 'Correct a note (operators): the old note becomes superseded and a new active note with confidence=corrected replaces it.',
    errors: { 403: ['forbidden'], 404: ['not_found'], 409: ['note_not_correctable'] },
    examples: {
      request: ex('correction', 'The user corrected the preference', CORRECTION),
      responses: { 200: ex('corrected', 'The new note; the old one is superseded by it', CORRECTED_NOTE) },
    },
  },
  'POST /v1/memories/:id/restore': {
    operationId: 'restoreMemory',
    description: 'Put a note the pipeline superseded, revoked or archived back to active (operators).',
    errors: { 403: ['forbidden'], 404: ['not_found'], 409: ['note_not_restorable'] },
    examples: {
      request: ex('restore', 'Why the operator restores it', { reason: 'the newer note came from a test conversation' }),
      responses: {
        200: ex('restored', 'Active again; the note that had displaced it is retired', {
          ...ACTIVE_NOTE,
          version: 5,
          updatedAt: at('10:20:15.804'),
          displacedBy: { id: CORRECTED_ID, status: 'superseded', kept: false },
        }),
      },
    },
  },
  'DELETE /v1/memories/:id': {
    operationId: 'eraseMemory',
    description: 'Erase one note and the notes derived from it (operators); the storage scrub follows.',
    errors: { 403: ['forbidden'], 404: ['not_found'] },
    examples: { responses: { 200: ex('erased', 'One note erased; the storage scrub is scheduled', ERASED) } },
  },
  'POST /v1/erasure': {
    operationId: 'eraseMemories',
    description: 'Erase everything remembered for a user, or every note holding a deletion key (operators).',
    errors: { 403: ['forbidden'] },
    examples: {
      request: {
        ...ex('user', 'Everything remembered for a user', { userId: 'user_42' }),
        ...ex('slot', 'One slot of one user', { deletionKey: 'profile/timezone', userId: 'user_42' }),
      },
      responses: { 200: ex('erased', 'Counts of what was erased', { ...ERASED, erased: { notes: 3, derived: 1, jobs: 2, events: 12 } }) },
    },
  },
  'GET /v1/reviews': {
    operationId: 'listReviews',
    description: 'Notes waiting for human review (operators).',
    errors: { 403: ['forbidden'] },
    examples: { responses: { 200: ex('queue', 'One note waiting', { items: [HELD_NOTE] }) } },
  },
  'POST /v1/reviews/:id': {
    operationId: 'decideReview',
    description: 'Approve (the note enters hardening) or reject (revoked) a pending_review note (operators).',
    errors: { 403: ['forbidden'], 404: ['not_found'], 409: ['not_pending_review'] },
    examples: {
      request: ex('approve', 'Approve, with a reason for the trail', { decision: 'approve', reason: 'the user asked for it' }),
      responses: {
        200: ex('approved', 'Approved: the note enters hardening', { ...HELD_NOTE, status: 'provisional', reviewReason: null, version: 2, updatedAt: at('09:20:02.145') }),
      },
    },
  },
  'GET /v1/agents/:agentId': {
    operationId: 'getAgentConfig',
    description: 'Per-agent write switch and per-run write cap (operators).',
    errors: { 403: ['forbidden'] },
    examples: { responses: { 200: ex('config', 'Writes allowed, ten per run', AGENT_CONFIG) } },
  },
  'PUT /v1/agents/:agentId': {
    operationId: 'putAgentConfig',
    description: 'Set the per-agent write switch and per-run write cap (operators).',
    errors: { 403: ['forbidden'] },
    examples: {
      request: ex('config', 'Allow writes, ten per run', { allowMemoryWrite: true, maxWritesPerRun: 10 }),
      responses: { 200: ex('config', 'The stored configuration', AGENT_CONFIG) },
    },
  },
  'POST /v1/context': {
    operationId: 'getContext',
    description:
      'The notes to inject into a run, highest score first, each with its `score` and the `parts` that made it (similarity, lexical, importance, recency); with a query, relevance is dense and full-text retrieval fused, importance and recency only break near-ties (docs/design.md#recall). The byte-stable text block groups the same notes provisional first.',
    errors: { 403: ['agent_not_allowed'] },
    examples: {
      request: ex('query', 'Context for a question', { agentId: 'support-bot', userId: 'user_42', query: 'What charts does the user prefer?' }),
      responses: {
        200: ex('context', 'One established note and the block to inject', {
          notes: [{ ...ACTIVE_NOTE, score: 0.8125, parts: { similarity: 0.62, lexical: 0.97, importance: 5, recency: 1 } }],
          text:
            'Memory policy: the current user message overrides anything remembered here. Provisional notes are the newest signal and win conflicts with established notes. A more specific scope wins over a broader one (thread > user > user across agents > agent > organisation). Otherwise the newer note wins.\n\n' +
            'Established notes:\n- [preference, 2026-11-30] User prefers bar charts over pie charts. (user user_42)\n',
        }),
      },
    },
  },
  'POST /v1/admin/keys': {
    operationId: 'createApiKey',
    description: 'Create an API key (admins). The key is in this response only; it is stored hashed.',
    errors: { 403: ['forbidden'] },
    responses: {
      201: json('The key, shown once', {
        ...apiKeyView,
        required: [...apiKeyView.required, 'key'],
        properties: { ...apiKeyView.properties, key: { type: 'string', description: 'The secret: send it as `Authorization: Bearer <key>`.' } },
      }),
    },
    examples: {
      request: ex('agent', 'A key for one agent of tenant acme', { tenantId: 'acme', role: 'agent', agentIds: ['support-bot'] }),
      responses: { 201: ex('created', 'The secret is shown this once', { ...KEY, key: 'mw_7Qk2vXr9LmT4pZs8NcW1yHb6JdF3gAe0' }) },
    },
  },
  'GET /v1/admin/keys': {
    operationId: 'listApiKeys',
    description: 'Every stored key of a tenant or of all tenants (admins), never their secrets.',
    errors: { 403: ['forbidden'] },
    responses: {
      200: json('The keys', { type: 'object', required: ['keys'], properties: { keys: { type: 'array', items: apiKeyView } }, additionalProperties: false }),
    },
    examples: {
      responses: {
        200: ex('keys', 'An agent key in use and an operator key', {
          keys: [
            { ...KEY, lastUsedAt: at('09:12:04.498') },
            { ...KEY, id: '6c1f8a3e-2b7d-4d90-8e45-a9f0b3c7d216', role: 'operator', agentIds: null, createdAt: at('09:00:47.902') },
          ],
        }),
      },
    },
  },
  'DELETE /v1/admin/keys/:id': {
    operationId: 'revokeApiKey',
    description: 'Revoke a key (admins): refused by every process within a second.',
    errors: { 403: ['forbidden'], 404: ['not_found'] },
    responses: { 200: json('The revoked key', apiKeyView) },
    examples: { responses: { 200: ex('revoked', 'Refused from now on', { ...KEY, lastUsedAt: at('09:12:04.498'), revokedAt: at('12:30:00.115') }) } },
  },
  // Routes that declare their own operationId and description: only their examples here.
  'POST /v1/user-tokens': {
    examples: {
      request: ex('user', 'An hour for user_42, bound to one agent', { userId: 'user_42', agentId: 'support-bot', ttlSeconds: 3600 }),
      responses: {
        201: ex('token', 'Hand it to the user\u2019s browser only', {
          token: 'mwu1.eyJ0IjoiYWNtZSIsInUiOiJ1c2VyXzQyIiwiYSI6InN1cHBvcnQtYm90IiwiZXhwIjoxNzk2MDMyODAwfQ.q3Xv9TzL0bW8kR2nYc5sPjE7hGd1fA4mUoNiVe6rKxs',
          expiresAt: USER_TOKEN_EXPIRY,
          userId: 'user_42',
          agentId: 'support-bot',
        }),
      },
    },
  },
  'GET /v1/me': {
    examples: { responses: { 200: ex('user', 'The token\u2019s user', { tenantId: 'acme', userId: 'user_42', agentId: 'support-bot', expiresAt: USER_TOKEN_EXPIRY }) } },
  },
  'GET /v1/me/memories': {
    examples: { responses: { 200: ex('page', 'The user\u2019s notes, newest first', page(ACTIVE_NOTE)) } },
  },
  'GET /v1/me/memories/:id/history': {
    examples: { responses: { 200: ex('trail', 'Why the note exists', HISTORY) } },
  },
  'PATCH /v1/me/memories/:id': {
    examples: {
      request: ex('correction', 'The user fixes their own note', CORRECTION),
      responses: { 200: ex('corrected', 'The new note', { ...CORRECTED_NOTE, authorType: 'end_user', source: 'user' }) },
    },
  },
  'DELETE /v1/me/memories/:id': {
    examples: { responses: { 200: ex('erased', 'The note is gone', ERASED) } },
  },
  'GET /v1/users': {
    examples: {
      responses: {
        200: ex('users', 'Most recently written first', {
          items: [
            { id: 'user_42', notes: 3, lastWriteAt: at('10:02:51.377') },
            { id: 'user_7', notes: 12, lastWriteAt: at('08:41:19.006') },
          ],
          truncated: false,
        }),
      },
    },
  },
  'GET /v1/agents': {
    examples: { responses: { 200: ex('agents', 'With note counts', { items: [{ id: 'support-bot', notes: 15, lastWriteAt: at('10:02:51.377') }], truncated: false }) } },
  },
  'POST /v1/erasure/preview': {
    examples: {
      request: ex('user', 'What erasing user_42 would remove', { userId: 'user_42' }),
      responses: { 200: ex('counts', 'Nothing is removed', { notes: 3, derived: 1, byStatus: { active: 1, provisional: 1, superseded: 1 } }) },
    },
  },
  'GET /v1/pipeline/health': {
    examples: {
      responses: {
        200: ex('healthy', 'One note being embedded, workers up', {
          queues: ['embed', 'dedup', 'contradiction', 'ttl', 'importance', 'harden'].map((stage) => ({ stage, waiting: stage === 'embed' ? 1 : 0, delayed: 0, active: 0, failed: 0 })),
          queuesError: null,
          inPipeline: [{ stage: 'embed', notes: 1, withError: 0, oldestUpdateAt: at('10:02:51.377') }],
          pendingReview: 1,
          workers: { live: 2, lastHeartbeatAt: at('10:03:00.412'), degraded: null },
          lag: { windowMinutes: 60, written: 14, active: 13, p50Ms: 840, p95Ms: 2310 },
          jobs: [{ job: 'ttl-prune', consecutiveFailures: 0, failuresTotal: 0, lastSuccessAt: at('10:00:00.051'), lastFailureAt: null }],
          queueBoard: '/admin/queues',
        }),
      },
    },
  },
};

/** Unauthenticated operational routes: documented here in full (their handlers declare no schema). */
const HEALTH: Record<string, Json> = {
  'GET /healthz': {
    operationId: 'getHealth',
    summary: 'Liveness',
    description: 'Answers while the process serves HTTP.',
    response: { 200: json('Alive', { type: 'object', required: ['status'], properties: { status: { type: 'string', enum: ['ok'] } } }) },
  },
  'GET /readyz': {
    operationId: 'getReadiness',
    summary: 'Readiness: database and Redis reachable',
    description:
      'Still 200 with status "degraded" and its `reasons` when no pipeline worker has sent a heartbeat for 15 s, or once a recurring job failed three runs in a row (`degraded` names the jobs): the API serves reads and writes fine meanwhile, so a load balancer should keep it.',
    response: {
      200: json('Ready or degraded', {
        type: 'object',
        required: ['status', 'checks'],
        properties: {
          status: { type: 'string', enum: ['ready', 'degraded'] },
          checks: { type: 'object', additionalProperties: { type: 'string' } },
          reasons: { type: 'array', items: { type: 'string' } },
          workers: {
            type: 'object',
            required: ['live', 'lastHeartbeatAt'],
            properties: { live: { type: 'integer' }, lastHeartbeatAt: { type: ['string', 'null'], format: 'date-time' } },
          },
          degraded: {
            type: 'array',
            items: {
              type: 'object',
              required: ['job', 'consecutiveFailures', 'lastSuccessAt'],
              properties: {
                job: { type: 'string' },
                consecutiveFailures: { type: 'integer' },
                lastSuccessAt: { type: ['string', 'null'], format: 'date-time' },
              },
            },
          },
        },
      }),
      503: problemResponse(['not_ready'], 'A dependency is unavailable (`checks` says which)'),
    },
  },
  'GET /metrics': {
    operationId: 'getMetrics',
    summary: 'Prometheus metrics',
    description: 'Prometheus text exposition format 0.0.4.',
    response: { 200: { description: 'Metrics', content: { 'text/plain': { schema: { type: 'string' } } } } },
  },
};

const HEALTH_EXAMPLES: Record<string, Examples> = {
  'GET /healthz': { responses: { 200: ex('ok', 'Alive', { status: 'ok' }) } },
  'GET /readyz': {
    responses: {
      200: {
        ...ex('ready', 'Database and Redis reachable, workers heartbeating', {
          status: 'ready',
          checks: { database: 'ok', redis: 'ok' },
          workers: { live: 2, lastHeartbeatAt: at('10:03:00.412') },
        }),
        ...ex('degraded', 'No pipeline worker: writes stay provisional', {
          status: 'degraded',
          checks: { database: 'ok', redis: 'ok' },
          reasons: ['no pipeline worker has sent a heartbeat (none is running, or none since Redis lost its data): writes stay provisional'],
          workers: { live: 0, lastHeartbeatAt: null },
        }),
      },
    },
  },
  'GET /metrics': {
    responses: {
      200: ex(
        'metrics',
        'An excerpt',
        '# HELP memwright_writes_total Memory writes by outcome\n# TYPE memwright_writes_total counter\nmemwright_writes_total{outcome="written"} 41\nmemwright_writes_total{outcome="queued_for_review"} 3\n',
      ),
    },
  },
};

function problemResponse(codes: readonly string[], description: string): Json {
  return {
    description: `${description}: ${codes.map((c) => `\`${c}\``).join(', ')}`,
    content: {
      'application/problem+json': {
        schema: { allOf: [{ $ref: PROBLEM }, { type: 'object', properties: { code: { type: 'string', enum: [...codes] } } }] },
      },
    },
  };
}

const DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid request (fields named in `errors`)',
  401: 'Missing, unknown, expired or revoked API key',
  403: 'The key may not do this',
  404: 'Not found (or not visible to this key)',
  409: 'Conflict with the current state',
  413: 'Body over 64 KiB',
  414: 'A path parameter is too long',
  415: 'The body is not JSON',
  422: 'Refused by the admission policy (`outcome` and `reason` say why)',
  429: 'The run reached its write cap',
  500: 'Internal error (nothing about it is in the response)',
};

/** Every code an operation can answer: its own, plus what fastify and the auth hook can answer for any route of its shape. */
function errorsOf(method: string, url: string, own: Codes = {}): Codes {
  const hasBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
  const hasParams = url.includes(':');
  const codes: Record<number, string[]> = {
    400: ['validation_error', 'bad_url', 'bad_request', ...(hasBody ? ['invalid_json', 'invalid_content_length'] : [])],
    401: ['unauthorized'],
    500: ['internal_error'],
  };
  if (hasBody) {
    codes[413] = ['payload_too_large'];
    codes[415] = ['unsupported_media_type'];
  }
  if (hasParams) codes[414] = ['uri_too_long'];
  for (const [status, list] of Object.entries(own)) codes[Number(status)] = [...(codes[Number(status)] ?? []), ...(list ?? [])];
  return codes;
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * What a /v1 route's entry in {@link OPERATIONS} does not say (the whole doc of a route
 * not in it yet): an operationId from its own schema or its method and path, its summary
 * as description, and the errors any route of its shape can answer (the key checks of
 * src/auth/principal.ts included).
 */
function fallbackDoc(method: string, url: string, schema: Json): Omit<OperationDoc, 'examples'> {
  const words = url
    .replace(/^\/v1\//, '')
    .split(/[/:_-]+/)
    .filter(Boolean);
  const operationId =
    typeof schema.operationId === 'string'
      ? schema.operationId
      : method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
  const summary = typeof schema.summary === 'string' ? schema.summary : `${method} ${url}`;
  return {
    operationId,
    description: typeof schema.description === 'string' ? schema.description : summary,
    errors: { 403: ['forbidden', 'agent_not_allowed'], ...(url.includes(':') ? { 404: ['not_found'] } : {}) },
  };
}

/** @fastify/swagger `transform`: the zod schemas as JSON Schema, plus this module's facts. */
export function openapiTransform(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const methods = ([] as string[]).concat(input.route.method as string | string[]);
  const key = `${methods[0]} ${input.url}`;
  const health = HEALTH[key];
  if (health) return { schema: { tags: ['operations'], security: [], ...health } as never, url: input.url };
  const out = jsonSchemaTransform(input);
  const schema = out.schema as Json;
  if (schema.hide) return out;
  // Bull Board's pages and other non-API routes stay out of the document.
  if (!input.url.startsWith('/v1/')) return { ...out, schema: { hide: true } as never };
  const doc = { ...fallbackDoc(methods[0]!, input.url, schema), ...OPERATIONS[key] };
  const response: Json = { ...((schema.response as Json | undefined) ?? {}), ...(doc.responses ?? {}) };
  for (const [status, codes] of Object.entries(errorsOf(methods[0]!, input.url, doc.errors))) {
    response[status] = problemResponse(codes ?? [], DESCRIPTIONS[Number(status)] ?? 'Error');
  }
  return { ...out, schema: { ...schema, operationId: doc.operationId, description: doc.description, response } as never };
}

const PROBLEM_SCHEMA = {
  type: 'object',
  description: 'RFC 9457 problem document with a stable `code`.',
  required: ['type', 'title', 'status', 'code'],
  properties: {
    type: { type: 'string', format: 'uri' },
    title: { type: 'string' },
    status: { type: 'integer' },
    code: { type: 'string', description: 'Stable machine-readable code; clients branch on it.' },
    detail: { type: 'string' },
    errors: {
      type: 'array',
      items: { type: 'object', required: ['field', 'message'], properties: { field: { type: 'string' }, message: { type: 'string' } } },
    },
    outcome: { type: 'string', description: 'Write refusals: the policy outcome (rejected, skipped_cap).' },
    reason: { type: 'string', description: 'Write refusals: why.' },
  },
};

/** Every `$ref` target reachable from the paths (components only referenced by unused ones are not). */
function usedSchemas(doc: Json): Set<string> {
  const schemas = ((doc.components as Json | undefined)?.schemas ?? {}) as Record<string, unknown>;
  const used = new Set<string>();
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(visit);
    if (!v || typeof v !== 'object') return;
    for (const [k, x] of Object.entries(v)) {
      if (k === '$ref' && typeof x === 'string' && x.startsWith('#/components/schemas/')) {
        const name = x.slice('#/components/schemas/'.length);
        if (!used.has(name)) {
          used.add(name);
          visit(schemas[name]);
        }
      } else visit(x);
    }
  };
  visit(doc.paths);
  return used;
}

export const TAGS = [
  { name: 'memories', description: 'Propose, list and read memories.' },
  { name: 'recall', description: 'Context for a run.' },
  { name: 'events', description: 'Conversation events for the background lane (extraction through the same admission).' },
  { name: 'lifecycle', description: 'History, correction, restore and erasure (operators).' },
  { name: 'reviews', description: 'The human review queue (operators).' },
  { name: 'agents', description: 'Per-agent write settings (operators).' },
  { name: 'admin', description: 'API keys (admins).' },
  { name: 'end users', description: "An end user's own memories, with a user token." },
  { name: 'inspector', description: 'Directory, erasure preview and pipeline health for the inspector UI (operators).' },
  { name: 'operations', description: 'Health, readiness and metrics (no key needed).' },
];

/**
 * @fastify/swagger `transformObject`: add the problem schema, drop components no operation
 * uses, and publish request bodies under the contract's own names: fastify-type-provider-zod
 * names a body's component `<id>Input` (its input shape); where only that shape is used it
 * becomes `<id>` (MemoryWrite, ErasureRequest, …), the names the README and the spec use.
 */
export function openapiTransformObject(input: Parameters<typeof jsonSchemaTransformObject>[0]): ReturnType<typeof jsonSchemaTransformObject> {
  const doc = jsonSchemaTransformObject(input) as Json;
  const components = (doc.components ?? {}) as Json;
  const schemas = { ...((components.schemas ?? {}) as Json), Problem: PROBLEM_SCHEMA };
  const withProblem = { ...doc, components: { ...components, schemas } };
  const used = usedSchemas(withProblem);
  const kept = Object.entries(schemas).filter(([name]) => used.has(name));
  const renames = new Map<string, string>();
  for (const [name] of kept) {
    const base = name.endsWith('Input') ? name.slice(0, -'Input'.length) : null;
    if (base && !used.has(base)) renames.set(name, base);
  }
  // A tag a route uses but TAGS does not describe yet is still declared (tools group by declared tags).
  const tags = [...((doc.tags as { name: string }[] | undefined) ?? [])];
  for (const item of Object.values((doc.paths ?? {}) as Record<string, Record<string, { tags?: string[] }>>)) {
    for (const op of Object.values(item)) for (const t of op.tags ?? []) if (!tags.some((x) => x.name === t)) tags.push({ name: t });
  }
  const paths = withExamples((doc.paths ?? {}) as Record<string, Record<string, Json>>);
  const out = { ...withProblem, paths, tags, components: { ...components, schemas: Object.fromEntries(kept.map(([k, v]) => [renames.get(k) ?? k, v])) } };
  return (renames.size ? renameRefs(out, renames) : out) as never;
}

/** Rewrite `$ref`s to renamed components (a deep copy; the input is left as it was). */
function renameRefs(v: unknown, renames: Map<string, string>): unknown {
  if (Array.isArray(v)) return v.map((x) => renameRefs(x, renames));
  if (!v || typeof v !== 'object') return v;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) {
    if (k === '$ref' && typeof x === 'string' && x.startsWith('#/components/schemas/')) {
      const name = x.slice('#/components/schemas/'.length);
      out[k] = `#/components/schemas/${renames.get(name) ?? name}`;
    } else out[k] = renameRefs(x, renames);
  }
  return out;
}

/**
 * The paths with each operation's examples on its media types (OpenAPI 3.1 `examples`):
 * the request body's and every success response's. Copies what it changes.
 */
function withExamples(paths: Record<string, Record<string, Json>>): Record<string, Record<string, Json>> {
  const out: Record<string, Record<string, Json>> = {};
  for (const [path, item] of Object.entries(paths)) {
    out[path] = { ...item };
    for (const [method, op] of Object.entries(item)) {
      const key = `${method.toUpperCase()} ${path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1')}`;
      const examples = OPERATIONS[key]?.examples ?? HEALTH_EXAMPLES[key];
      if (!examples || !op || typeof op !== 'object') continue;
      const next: Json = { ...op };
      const body = op.requestBody as { content?: Record<string, Json> } | undefined;
      if (body?.content && examples.request) next.requestBody = { ...body, content: withMediaExamples(body.content, examples.request) };
      const responses = { ...((op.responses ?? {}) as Record<string, { content?: Record<string, Json> }>) };
      for (const [status, named] of Object.entries(examples.responses)) {
        const res = responses[status];
        if (res?.content) responses[status] = { ...res, content: withMediaExamples(res.content, named) };
      }
      next.responses = responses;
      out[path][method] = next;
    }
  }
  return out;
}

const withMediaExamples = (content: Record<string, Json>, examples: Record<string, Example>) =>
  Object.fromEntries(Object.entries(content).map(([type, media]) => [type, { ...media, examples }]));

/** `host[:port]` or `[ipv6]:port` with nothing else: a name of letters, digits, hyphens and dots, or an address. */
const HOST = /^(?:(?<name>[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*)|\[(?<ipv6>[0-9A-Fa-f:.]{2,45})\])(?::(?<port>[0-9]{1,5}))?$/;

/**
 * The origin a request came to, or null when its Host is anything but a plain host and
 * port. The scheme is the connection's (or X-Forwarded-Proto when fastify is told to
 * trust the proxy: `request.protocol` decides).
 */
function requestOrigin(protocol: string | undefined, host: string | undefined): string | null {
  if (protocol !== 'http' && protocol !== 'https') return null;
  if (!host || host.length > 255) return null;
  const m = HOST.exec(host);
  if (!m?.groups) return null;
  const { ipv6, port } = m.groups;
  if (ipv6 !== undefined && !isIPv6(ipv6)) return null;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return null;
  return `${protocol}://${host.toLowerCase()}`;
}

/**
 * @fastify/swagger-ui `transformSpecification`: the first server is the origin the
 * document was fetched from, so Swagger UI's "Try it out" calls the server it was opened
 * on; the templated server follows (the only one when the Host header is not usable).
 */
export function serveFromRequestOrigin(spec: Readonly<Json>, req: FastifyRequest): Json {
  const origin = requestOrigin(req.protocol, req.host);
  if (!origin) return spec;
  const servers = (spec.servers as Json[] | undefined) ?? [];
  return { ...spec, servers: [{ url: origin, description: 'The server this document was fetched from' }, ...servers.filter((s) => s.url !== origin)] };
}
