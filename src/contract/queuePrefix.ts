/**
 * The BullMQ key prefix of every memwright queue. All keys live under one `{prefix}`
 * hash tag so they map to a single Redis Cluster slot (BullMQ's Lua scripts touch
 * several keys of a queue at once).
 *
 * Its own module, importing nothing, because `memwright/producer` needs it and must
 * load nothing of the server: not even the contract's zod schemas (test/ingest).
 */
export function bullPrefix(prefix: string): string {
  return `{${prefix}}`;
}
