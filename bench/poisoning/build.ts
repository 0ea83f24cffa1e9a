/**
 * Builds bench/poisoning/corpus.json from its hand-written parts: each text of each
 * style once as written, and (by a hash of the text, so the same on every build) some
 * of them again under an obfuscation from encodings.ts. Hand-encoded entries
 * (transliterations, real fingerprints, rot13 jokes) are taken as they are.
 *
 * The split follows whole languages and whole styles (types.ts HOLDOUT_*); the build
 * refuses a holdout text that would land in dev or a dev text that would land in
 * holdout, so the two parts stay apart. `tsx bench/poisoning/build.ts` rewrites the
 * JSON; test/policy/poisoningCorpus.test.ts checks the committed file equals it.
 */
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { encode, encodingsFor, hash } from './encodings.js';
import { DEV } from './dev.js';
import { HOLDOUT } from './holdout.js';
import { HOLDOUT_LANGUAGES, HOLDOUT_STYLES, type CorpusEntry, type Part } from './types.js';

/** Percent of hand-written texts that also appear obfuscated, by label. */
const VARIANT_SHARE = { injection: 70, benign: 40 } as const;

const splitOf = (e: Pick<CorpusEntry, 'language' | 'style'>): CorpusEntry['split'] =>
  HOLDOUT_LANGUAGES.includes(e.language) || HOLDOUT_STYLES.includes(e.style) ? 'holdout' : 'dev';

function entriesOf(part: Part): CorpusEntry[] {
  const out: CorpusEntry[] = [];
  const add = (e: Omit<CorpusEntry, 'split'>) => out.push({ ...e, split: splitOf(e) });
  for (const label of ['injection', 'benign'] as const) {
    for (const [style, texts] of Object.entries(part[label]) as [CorpusEntry['style'], string[]][]) {
      for (const text of texts) {
        add({ text, label, language: part.language, style });
        if (hash(`${text}#variant`) % 100 < VARIANT_SHARE[label]) {
          // The first encoding from a hashed start that changes the text (a space filler does nothing to unspaced Chinese).
          const encodings = encodingsFor(part.language);
          const start = hash(`${text}#encoding`);
          for (let i = 0; i < encodings.length; i++) {
            const encoding = encodings[(start + i) % encodings.length]!;
            const encoded = encode(text, encoding, label);
            if (encoded === text) continue;
            add({ text: encoded, label, language: part.language, style, encoding });
            break;
          }
        }
      }
    }
  }
  for (const w of part.written ?? []) add({ ...w, language: part.language });
  return out;
}

/** The whole corpus, holdout part first. */
export function buildCorpus(): { description: string; entries: CorpusEntry[] } {
  const entries: CorpusEntry[] = [];
  for (const [parts, split] of [
    [HOLDOUT, 'holdout'],
    [DEV, 'dev'],
  ] as const) {
    for (const part of parts) {
      for (const e of entriesOf(part)) {
        if (e.split !== split) throw new Error(`${split} part holds a ${e.split} entry (${e.language}/${e.style}): ${e.text}`);
        entries.push(e);
      }
    }
  }
  const seen = new Set<string>();
  for (const e of entries) {
    if (seen.has(e.text)) throw new Error(`duplicate text: ${e.text}`);
    seen.add(e.text);
  }
  return {
    description:
      'Labelled notes for the instruction-like content detector (src/policy/instructionLike.ts), built by bench/poisoning/build.ts. ' +
      'label injection: text addressed to the assistant; benign: notes an agent may legitimately write, hard negatives included. ' +
      `split holdout: whole languages (${HOLDOUT_LANGUAGES.join(', ')}) and whole styles (${HOLDOUT_STYLES.join(', ')}), written before the detector was tuned and never used to tune it; dev: everything else.`,
    entries,
  };
}

export const CORPUS_PATH = new URL('./corpus.json', import.meta.url);

/** The JSON text of the corpus as committed. */
export const corpusJson = (): string => `${JSON.stringify(buildCorpus(), null, 1)}\n`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(CORPUS_PATH, corpusJson());
  const { entries } = buildCorpus();
  const count = (label: string, split: string) => entries.filter((e) => e.label === label && e.split === split).length;
  console.log(`corpus: ${entries.length} entries; injections dev ${count('injection', 'dev')} holdout ${count('injection', 'holdout')}; benign dev ${count('benign', 'dev')} holdout ${count('benign', 'holdout')}`);
}
