/**
 * A producer in its own process, as an agent runtime would run it: enqueues the write
 * bodies in MW_BODIES (a JSON array) in that order through `memwright/producer`, waits
 * for every result when MW_WAIT=1 (30 s each, so a stuck job fails the test with the
 * child's own error before vitest's 60-s timeout), and prints one JSON line `{ ids, results }`.
 */
import { createProducer } from '../../src/producer/index.js';

const env = process.env;
const producer = createProducer({ connection: env.MW_REDIS_URL!, prefix: env.MW_PREFIX, keyId: env.MW_KEY_ID!, key: env.MW_KEY! });
const bodies = JSON.parse(env.MW_BODIES!) as unknown[];
const jobs = [];
// One after the other: arrival order is this order.
for (const b of bodies) jobs.push(await producer.write(b as never));
const results = env.MW_WAIT === '1' ? await Promise.all(jobs.map((j) => producer.waitForResult(j, 30_000))) : null;
console.log(JSON.stringify({ ids: jobs.map((j) => j.id), results }));
await producer.close();
