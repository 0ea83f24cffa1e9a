/**
 * The OpenAPI document's facts that the routes' zod schemas do not carry: operation
 * ids, descriptions, every error response (RFC 9457 problem documents with their
 * stable codes), the unauthenticated health routes, servers and tags.
 *
 * Kept beside the routes rather than in them so that the error vocabulary of the whole
 * API reads in one place. test/http/openapi.test.ts checks that every route is here,
 * validates real responses of every operation against the published document, and runs
 * Redocly and Spectral over it.
 */
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

type Json = Record<string, unknown>;
type Codes = Partial<Record<400 | 401 | 403 | 404 | 409 | 413 | 414 | 415 | 422 | 429 | 500 | 503, readonly string[]>>;

interface OperationDoc {
  operationId: string;
  description: string;
  /** Error codes beyond the ones every operation of its kind can answer (see {@link errorsOf}). */
  errors?: Codes;
  /** Success responses for routes whose handler has no response schema. */
  responses?: Record<number, Json>;
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
  },
  'POST /v1/events': {
    operationId: 'recordEvents',
    description:
      'Store one run\u2019s conversation turns and tool events in the event log (idempotent on run and event id; body up to 1 MiB) and, by the agent\u2019s extraction trigger, queue their extraction. Events are never injected; extracted candidates go through the write path\u2019s admission (docs/design.md#background-lane).',
    errors: { 403: ['agent_not_allowed'], 409: ['run_user_mismatch'] },
  },
  'GET /v1/memories': {
    operationId: 'listMemories',
    description: 'Notes of the tenant, newest first, filtered and paged by cursor. Agent keys see only notes of their agents.',
    errors: { 403: ['agent_not_allowed'] },
  },
  'GET /v1/memories/:id': {
    operationId: 'getMemory',
    description: 'One note with its provenance. A note of another agent is 404 to an agent key.',
    errors: { 404: ['not_found'] },
  },
  'GET /v1/memories/:id/history': {
    operationId: 'getMemoryHistory',
    description: 'The append-only audit trail of a note (operators).',
    errors: { 403: ['forbidden'], 404: ['not_found'] },
  },
  'PATCH /v1/memories/:id': {
    operationId: 'correctMemory',
    description: 'Correct a note (operators): the old note becomes superseded and a new active note with confidence=corrected replaces it.',
    errors: { 403: ['forbidden'], 404: ['not_found'], 409: ['note_not_correctable'] },
  },
  'POST /v1/memories/:id/restore': {
    operationId: 'restoreMemory',
    description: 'Put a note the pipeline superseded, revoked or archived back to active (operators).',
    errors: { 403: ['forbidden'], 404: ['not_found'], 409: ['note_not_restorable'] },
  },
  'DELETE /v1/memories/:id': {
    operationId: 'eraseMemory',
    description: 'Erase one note and the notes derived from it (operators); the storage scrub follows.',
    errors: { 403: ['forbidden'], 404: ['not_found'] },
  },
  'POST /v1/erasure': {
    operationId: 'eraseMemories',
    description: 'Erase everything remembered for a user, or every note holding a deletion key (operators).',
    errors: { 403: ['forbidden'] },
  },
  'GET /v1/reviews': {
    operationId: 'listReviews',
    description: 'Notes waiting for human review (operators).',
    errors: { 403: ['forbidden'] },
  },
  'POST /v1/reviews/:id': {
    operationId: 'decideReview',
    description: 'Approve (the note enters hardening) or reject (revoked) a pending_review note (operators).',
    errors: { 403: ['forbidden'], 404: ['not_found'], 409: ['not_pending_review'] },
  },
  'GET /v1/agents/:agentId': {
    operationId: 'getAgentConfig',
    description: 'Per-agent write switch and per-run write cap (operators).',
    errors: { 403: ['forbidden'] },
  },
  'PUT /v1/agents/:agentId': {
    operationId: 'putAgentConfig',
    description: 'Set the per-agent write switch and per-run write cap (operators).',
    errors: { 403: ['forbidden'] },
  },
  'POST /v1/context': {
    operationId: 'getContext',
    description:
      'The notes to inject into a run, highest score first, each with its `score` and the `parts` that made it (similarity, lexical, importance, recency); with a query, relevance is dense and full-text retrieval fused, importance and recency only break near-ties (docs/design.md#recall). The byte-stable text block groups the same notes provisional first.',
    errors: { 403: ['agent_not_allowed'] },
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
  },
  'GET /v1/admin/keys': {
    operationId: 'listApiKeys',
    description: 'Every stored key of a tenant or of all tenants (admins), never their secrets.',
    errors: { 403: ['forbidden'] },
    responses: {
      200: json('The keys', { type: 'object', required: ['keys'], properties: { keys: { type: 'array', items: apiKeyView } }, additionalProperties: false }),
    },
  },
  'DELETE /v1/admin/keys/:id': {
    operationId: 'revokeApiKey',
    description: 'Revoke a key (admins): refused by every process within a second.',
    errors: { 403: ['forbidden'], 404: ['not_found'] },
    responses: { 200: json('The revoked key', apiKeyView) },
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
 * A /v1 route not (yet) in {@link OPERATIONS}: an operationId from its own schema or its
 * method and path, its summary as description, and the errors any route of its shape
 * can answer (the key checks of src/auth/principal.ts included).
 */
function fallbackDoc(method: string, url: string, schema: Json): OperationDoc {
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
  const doc = OPERATIONS[key] ?? fallbackDoc(methods[0]!, input.url, schema);
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
  const out = { ...withProblem, tags, components: { ...components, schemas: Object.fromEntries(kept.map(([k, v]) => [renames.get(k) ?? k, v])) } };
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
