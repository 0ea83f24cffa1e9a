// Resolve hook for record-loads.mjs: one line per resolved module URL.
import { appendFileSync } from 'node:fs';

const log = process.env.MW_LOAD_LOG;

export async function resolve(specifier, context, nextResolve) {
  const result = await nextResolve(specifier, context);
  if (log) appendFileSync(log, `${result.url}\n`);
  return result;
}
