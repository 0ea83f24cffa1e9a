/**
 * `memwright/producer`: enqueue signed memory writes on the `ingest` queue (docs/ingest.md).
 * Its one source is the workspace package's `@memwright/client/producer` (packages/client),
 * which consumers that want the producer without the server install instead.
 */
export * from '../../packages/client/src/producer.js';
