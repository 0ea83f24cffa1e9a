/**
 * The word lists of the text analysis (the heuristic judge, the fact checks, slot keys).
 * Every entry is a whole lemma (or a phrase of whole words): no generated word forms, so
 * "ban" never matches "band" and "hide" never matches "hide-and-seek". English only.
 */

/** Multi-word negations, matched on surface words or lemmas ("gave up" → give up). */
export const NEGATION_PHRASES = ['no longer', 'no more', 'not anymore', 'give up', 'gave up', 'given up', 'giving up'];

/** Phrases that contain a negation word but negate nothing. */
export const NOT_NEGATIONS = [
  'not only',
  'not just',
  'no matter',
  'no doubt',
  'nothing but',
  'never mind',
  'not to mention',
  'no wonder',
  'no one else',
  'stop by',
  'stops by',
  'stopped by',
  'stopping by',
];

/** Markers of the present state, not of one occasion ("these days" is no date). */
export const STATE_PHRASES = ['these days', 'right now', 'at the moment', 'at present', 'this point'];

export const NEGATION_WORDS = new Set(['not', 'no', 'never', 'neither', 'nor', 'cannot', 'anymore', 'stopped', 'quit', 'quits', 'quitting']);

const BARE_CONTRACTIONS = new Set([
  'dont',
  'doesnt',
  'didnt',
  'isnt',
  'arent',
  'wasnt',
  'werent',
  'wont',
  'cant',
  'couldnt',
  'shouldnt',
  'wouldnt',
  'hasnt',
  'havent',
  'hadnt',
]);

/** Contractions written without the apostrophe ("doesnt") — a common chat spelling. */
export function isBareContraction(word: string): boolean {
  return BARE_CONTRACTIONS.has(word);
}

/** Words of time expressions (together with whatever the tagger marks as a date). */
export const TIME_WORDS = new Set([
  'recently',
  'lately',
  'yesterday',
  'today',
  'tonight',
  'tomorrow',
  'ago',
  'earlier',
  'soon',
  'weekend',
  'weekends',
  'week',
  'weeks',
  'month',
  'months',
  'year',
  'years',
  'morning',
  'mornings',
  'evening',
  'evenings',
  'afternoon',
  'night',
  'nights',
  'day',
  'days',
  'summer',
  'winter',
  'spring',
  'autumn',
  'fall',
  'weekday',
  'weekdays',
]);

/**
 * Antonym groups: a note using a `negative` lemma opposes one using a `positive` lemma
 * of the same group — only when everything else the two clauses say is the same.
 */
export const ANTONYM_GROUPS: ReadonlyArray<{ name: string; positive: readonly string[]; negative: readonly string[] }> = [
  {
    name: 'attitude',
    positive: ['love', 'like', 'prefer', 'enjoy', 'adore', 'appreciate', 'favor', 'favour'],
    negative: ['hate', 'dislike', 'detest', 'loathe', 'despise', 'abhor', 'avoid'],
  },
  { name: 'enable/disable', positive: ['enable', 'activate'], negative: ['disable', 'deactivate'] },
  { name: 'allow/forbid', positive: ['allow', 'permit'], negative: ['forbid', 'prohibit', 'ban'] },
  { name: 'include/exclude', positive: ['include'], negative: ['exclude'] },
  { name: 'accept/reject', positive: ['accept', 'approve'], negative: ['reject', 'refuse', 'disapprove'] },
  { name: 'agree/disagree', positive: ['agree'], negative: ['disagree'] },
  { name: 'trust/distrust', positive: ['trust'], negative: ['distrust', 'mistrust'] },
  { name: 'install/uninstall', positive: ['install'], negative: ['uninstall'] },
  { name: 'subscribe/unsubscribe', positive: ['subscribe'], negative: ['unsubscribe'] },
  { name: 'available/unavailable', positive: ['available'], negative: ['unavailable'] },
  { name: 'satisfied/dissatisfied', positive: ['satisfied', 'happy'], negative: ['dissatisfied', 'unhappy'] },
];

/** Lemmas that state a liking: a negation of one denies any of them ("no longer likes" vs "loves"). */
export const ATTITUDE = new Set(['love', 'like', 'prefer', 'enjoy', 'adore', 'appreciate', 'favor', 'favour', 'want']);

/**
 * Attributes that hold one value at a time: a new value replaces the old one. The
 * optional preposition is part of the attribute ("works at" ≠ "works as").
 */
export const SINGLE_VALUED = new Set(['prefer', 'favorite', 'favourite', 'live', 'work', 'name', 'birthday', 'married', 'engaged', 'age', 'old']);

/** Members of {@link SINGLE_VALUED} that are an attribute only as verbs ("works at" — not "at work"). */
export const VERB_ONLY_ATTRIBUTES = new Set(['live', 'work']);

/**
 * Words that frame a statement instead of stating it: "allowed his band to tour" does
 * not say the band is touring. A note whose would-be survivor adds one of them is no
 * restatement.
 */
export const FRAMING = new Set([
  'allow', 'let', 'want', 'plan', 'hope', 'try', 'wish', 'consider', 'refuse', 'forget', 'decide', 'intend', 'dream',
  'think', 'believe', 'expect', 'might', 'maybe', 'perhaps', 'pretend', 'fear', 'doubt', 'ask', 'suggest', 'encourage', 'help',
]);

/** Phrases that name the value being replaced right after them ("instead of coffee"). */
export const REPLACED_VALUE_CUES = ['instead of', 'rather than', 'switched from', 'moved from', 'replaced', 'in place of'];

/** Phrases that make a value exclusive ("red charts only"): the attribute then holds one value. */
export const EXCLUSIVE_CUES = ['only', 'switched to', 'changed to', 'moved to', 'switched', 'instead'];

/** Function words, auxiliaries, pronouns and fillers: never what a statement is about. */
export const STOPWORDS = new Set(
  (
    'a an the and or but if then than so of to in on at by for with from into onto over under about as ' +
    'is are was were be been being am do does did done doing has have had having will would shall should can could ' +
    "may might must it its this that these those there here he she they them their theirs his her hers him we us our ours " +
    "you your yours i me my mine myself himself herself themselves someone everyone anyone something anything everything " +
    'also very really just quite pretty rather too even still well much many more most lot lots bit a-lot ' +
    'all any some each every other such own same up down out off again further once ' +
    'what which who whom whose when where why how because since while though although whether ' +
    'thing things stuff kind sort way get got gets getting go-to ' +
    'user users person people said says say mentioned mention mentions told tell tells shared share shares ' +
    "like-minded 's ' one only instead longer now currently nowadays"
  ).split(/\s+/),
);
