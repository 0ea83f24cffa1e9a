/**
 * RFC 8785 (JSON Canonicalization Scheme) for the JSON values a job carries: object
 * members sorted by their names' UTF-16 code units, no whitespace, strings and numbers
 * exactly as ECMAScript's JSON.stringify writes them (which is what RFC 8785 §3.2.2
 * prescribes). Hand-written rather than a dependency so that `memwright/producer`
 * loads nothing but bullmq and ioredis; test/contract/canonicalJson.test.ts holds it to
 * the RFC's own examples. Other languages: any RFC 8785 library (Python: `rfc8785`).
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') {
    // JSON has no NaN or Infinity; refusing beats signing "null" for them.
    if (!Number.isFinite(value)) throw new TypeError('canonicalJson: non-finite number');
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v === undefined ? null : v)).join(',')}]`;
  if (typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    // Default sort compares UTF-16 code units, as RFC 8785 §3.2.3 requires; undefined members are absent in JSON.
    const keys = Object.keys(obj)
      .filter((k) => obj[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(obj[k])}`).join(',')}}`;
  }
  throw new TypeError(`canonicalJson: ${typeof value} is not JSON`);
}
