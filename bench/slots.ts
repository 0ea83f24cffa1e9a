/**
 * Slot benchmark (`npm run bench:slots`): the labelled suite of
 * test/language/slots.cases.ts read by `slotOf` and paired by `sameSlot`, per half — `dev`
 * (used while the patterns were written) and `holdout` (whole attributes and phrasing
 * families never used to change them). Writes bench/results/slots.json: per half the
 * exact-read rate, attribute precision/recall, change recall, `sameSlot` precision and
 * recall with the share of hard negatives, and every misread note and wrong pair.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { slotOf } from '../src/language/slots.js';
import { CASES, HOLDOUT_ATTRIBUTES, HOLDOUT_FAMILIES, PAIRS } from '../test/language/slots.cases.js';
import { scoreHalf } from '../test/language/slotsScore.js';
import { machineInfo } from './lib/machine.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function main(): void {
  const started = performance.now();
  const dev = scoreHalf(false);
  const holdout = scoreHalf(true);
  // The first pass pays the one-time compilation of the pattern table; later notes are cheap.
  const ms = Math.round(performance.now() - started);
  const again = performance.now();
  for (const c of CASES) slotOf(c.text);
  const steadyMsPerNote = Math.round(((performance.now() - again) / CASES.length) * 1000) / 1000;
  for (const [name, h] of [['dev', dev], ['holdout', holdout]] as const) {
    console.log(
      `${name.padEnd(8)} cases ${h.cases}  exact ${h.exact}  attribute P=${h.attributePrecision} R=${h.attributeRecall}  change R=${h.changeRecall}  pairs ${h.pairs} (hard negatives ${h.hardNegativeShare})  sameSlot P=${h.pairPrecision} R=${h.pairRecall}`,
    );
  }
  const out = {
    generatedAt: new Date().toISOString(),
    machine: machineInfo(),
    firstPassMs: ms,
    steadyMsPerNote,
    suite: { cases: CASES.length, pairs: PAIRS.length, holdoutAttributes: [...HOLDOUT_ATTRIBUTES], holdoutFamilies: [...HOLDOUT_FAMILIES] },
    dev,
    holdout,
  };
  const file = join(ROOT, 'bench', 'results', 'slots.json');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
  console.log(`first pass ${ms} ms (pattern compilation), then ${steadyMsPerNote} ms per note; wrote ${file}`);
}

main();
