/**
 * The ingest wire format (docs/ingest.md): what an agent runtime puts on the `ingest`
 * queue and how it signs it. Shared by the producer (`memwright/producer`) and the
 * worker, so it depends on node:crypto only.
 *
 * Signatures are Ed25519. The producer derives a key pair from the API key it holds;
 * memwright stores only the public half (`api_keys.ingest_public_key`). So nothing a
 * database read or a Redis read yields — the key's SHA-256, the public key, signed jobs
 * — lets anyone sign a job: that takes the API key itself. (An HMAC keyed with what the
 * database stores would make every stolen `api_keys` row a signing key.)
 */
import { createHmac, createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
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
export const WIRE_VERSION = 2;

/** The data of every ingest job. */
export interface IngestEnvelope<B = unknown> {
  v: typeof WIRE_VERSION;
  /** Id of the API key that signs (api_keys.id, a UUID). */
  keyId: string;
  /** When the job was signed, epoch milliseconds. */
  ts: number;
  /** The job's payload: for `write`, a MemoryWrite. */
  body: B;
  /** Lower-case hex of the 64-byte Ed25519 signature, see {@link signEnvelope}. */
  sig: string;
}

/** HMAC key of the seed derivation: a fixed label, so the seed is a function of the API key alone. */
const SEED_LABEL = 'memwright ingest ed25519 v2';
/** DER prefixes of an Ed25519 PKCS#8 private key and SPKI public key; the 32 raw bytes follow. */
const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/** The 32-byte Ed25519 seed of an API key: HMAC-SHA256(key = the label, message = the API key). */
export function signingSeed(apiKey: string): Buffer {
  return createHmac('sha256', SEED_LABEL).update(apiKey, 'utf8').digest();
}

/** The producer's signing key, derived from the API key (never stored anywhere). */
export function signingKey(apiKey: string): KeyObject {
  return createPrivateKey({ key: Buffer.concat([PKCS8_PREFIX, signingSeed(apiKey)]), format: 'der', type: 'pkcs8' });
}

/** Lower-case hex of the raw 32-byte public key that verifies `apiKey`'s jobs: what the database keeps. */
export function ingestPublicKey(apiKey: string): string {
  const spki = createPublicKey(signingKey(apiKey)).export({ format: 'der', type: 'spki' });
  return spki.subarray(SPKI_PREFIX.length).toString('hex');
}

/** A verifier from the stored hex public key; null when it is not 32 bytes of hex. */
export function verifyingKey(publicKeyHex: string): KeyObject | null {
  if (!/^[0-9a-f]{64}$/.test(publicKeyHex)) return null;
  return createPublicKey({ key: Buffer.concat([SPKI_PREFIX, Buffer.from(publicKeyHex, 'hex')]), format: 'der', type: 'spki' });
}

/** The signed message: UTF-8 of the RFC 8785 canonical JSON of `{ keyId, ts, name, body }`. */
export function signingInput(name: string, keyId: string, ts: number, body: unknown): string {
  return canonicalJson({ keyId, ts, name, body });
}

/** Ed25519 is deterministic: the same job signed twice has the same signature, hence the same job id. */
export function signEnvelope(key: KeyObject, name: string, keyId: string, ts: number, body: unknown): string {
  return sign(null, Buffer.from(signingInput(name, keyId, ts, body), 'utf8'), key).toString('hex');
}

export function verifyEnvelope(key: KeyObject, name: string, keyId: string, ts: number, body: unknown, sigHex: string): boolean {
  return verify(null, Buffer.from(signingInput(name, keyId, ts, body), 'utf8'), key, Buffer.from(sigHex, 'hex'));
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
