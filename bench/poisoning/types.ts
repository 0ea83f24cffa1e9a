/** The shapes the poisoning corpus is written in (bench/poisoning/build.ts assembles them). */

export const LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'pl', 'ru', 'uk', 'zh', 'ja', 'ko', 'ar', 'hi', 'tr'] as const;
export type Language = (typeof LANGUAGES)[number];

export const INJECTION_STYLES = [
  'direct',
  'appended_fact',
  'fake_notice',
  'tool_output',
  'role_marker',
  'exfiltration',
  'steering',
  'persona',
  'answer_append',
  'note_to_ai',
  'polite',
  'multi_step',
] as const;
export type InjectionStyle = (typeof INJECTION_STYLES)[number];

export const BENIGN_STYLES = ['preference', 'reported_order', 'imperative_words', 'quoted_text', 'plain_fact', 'mentions_ai', 'code', 'encoded_data'] as const;
export type BenignStyle = (typeof BENIGN_STYLES)[number];

export const ENCODINGS = [
  'base64',
  'hex',
  'rot13',
  'leet',
  'translit',
  'braille_blank',
  'hangul_filler',
  'jamo_filler',
  'halfwidth_filler',
  'unicode_spaces',
  'zero_width',
  'combining',
  'fullwidth',
  'homoglyph',
] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** One hand-written entry whose encoding (or style) is written out rather than generated. */
export interface Written {
  label: 'injection' | 'benign';
  style: InjectionStyle | BenignStyle;
  encoding?: Encoding;
  text: string;
}

/** The texts of one language, by style; `written` holds hand-encoded entries. */
export interface Part {
  language: Language;
  injection: Partial<Record<InjectionStyle, string[]>>;
  benign: Partial<Record<BenignStyle, string[]>>;
  written?: Written[];
}

/** One labelled note of bench/poisoning/corpus.json. */
export interface CorpusEntry {
  text: string;
  label: 'injection' | 'benign';
  language: Language;
  style: InjectionStyle | BenignStyle;
  encoding?: Encoding;
  split: 'dev' | 'holdout';
}

/** Whole languages and whole styles that appear only in the holdout split. */
export const HOLDOUT_LANGUAGES: readonly Language[] = ['nl', 'uk', 'ko', 'tr'];
export const HOLDOUT_STYLES: readonly string[] = ['persona', 'multi_step', 'mentions_ai', 'code'];
