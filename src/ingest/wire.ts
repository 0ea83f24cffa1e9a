/**
 * The ingest wire format (docs/ingest.md): what an agent runtime puts on the `ingest`
 * queue and how it signs it. Shared by the producer (`memwright/producer`) and the
 * worker, so it depends on node:crypto only.
 */
import { createHash, createHmac } from 'node:crypto';
import { canonicalJson } from './canonicalJson.js';

/** Queue name; its keys live under the `{prefix}` hash tag like every memwright queue. */
export const INGEST_QUEUE = 'ingest';

/**
 * Job names. `write` carries one MemoryWrite (the HTTP body of POST /v1/memories);
 * `events` one run's batch of conversation events (the body of POST /v1/events,
 * docs/design.md#background-lane).
 */
export const INGEST_JOBS = ['write', 'events'] as const;
export type IngestJobName = (typeof INGEST_JOBS)[number];

/** Version of the envelope below; a worker refuses versions it does not know. */
export const WIRE_VERSION = 1;

/** The data of every ingest job. */
export interface IngestEnvelope<B = unknown> {
  v: typeof WIRE_VERSION;
  /** Id of the API key that signs (api_keys.id, a UUID). */
  keyId: string;
  /** When the job was signed, epoch milliseconds. */
  ts: number;
  /** The job's payload: for `write`, a MemoryWrite. */
  body: B;
  /** Lower-case hex HMAC-SHA256, see {@link signEnvelope}. */
  sig: string;
}

/**
 * The HMAC key: the raw 32-byte SHA-256 digest of the API key — what the database
 * stores (as hex) instead of the key, so the worker can verify without the secret.
 */
export function hmacKey(apiKey: string): Buffer {
  return createHash('sha256').update(apiKey, 'utf8').digest();
}

/** The signed message: UTF-8 of the RFC 8785 canonical JSON of `{ keyId, ts, name, body }`. */
export function signingInput(name: string, keyId: string, ts: number, body: unknown): string {
  return canonicalJson({ keyId, ts, name, body });
}

export function signEnvelope(key: Buffer, name: string, keyId: string, ts: number, body: unknown): string {
  return createHmac('sha256', key).update(signingInput(name, keyId, ts, body), 'utf8').digest('hex');
}

/**
 * The job id is the job's name and signature, so enqueueing the same signed job twice
 * is one job (BullMQ ignores an add whose id exists) and the worker refuses a job whose
 * id does not match its content. Ids from an idempotency key were rejected on purpose:
 * a reused key with a different body must get HTTP's `409 idempotency_key_reused`,
 * not be dropped silently as a duplicate job.
 */
export function ingestJobId(name: string, sig: string): string {
  return `${name}-${sig}`;
}
