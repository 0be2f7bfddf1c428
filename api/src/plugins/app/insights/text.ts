/*
 * The insights report's text figures (issue 17, docs/adr/035), pure: the key phrases (the
 * most frequent 1–3 word phrases, stop words removed) and the key questions (sentences
 * phrased as questions) of a customer's shot titles, descriptions and tags.
 */

/** English words that carry no topic on their own: no phrase starts or ends with one. */
const STOP_WORDS = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before being below between both but by ' +
    'can could did do does doing down during each few for from further get gets got had has have having he her here hers herself ' +
    'him himself his how i if in into is it its itself just me more most my myself no nor not now of off on once only or other ' +
    'our ours ourselves out over own same she should so some such than that the their theirs them themselves then there these ' +
    'they this those through to too under until up very was we were what when where which while who whom why will with would ' +
    'you your yours yourself yourselves shot shots'
  ).split(' '),
);

/** Question words: "Why do you train" asks; "Why I train" (a subject next) names a topic. */
const WH_WORDS = new Set('how what why when where who whom whose which'.split(' '));
/** Verbs that open a yes/no question ("Can I study part time"). */
const AUXILIARIES = new Set('can could should would will do does did is are am was were have has shall may might'.split(' '));
/** What follows a question word in a title that is not a question. */
const NOT_ASKING_NEXT = new Set('to i you we they he she it my our your their this that'.split(' '));

/** A word: letters and digits, with inner apostrophes (don't, trainer's). */
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;
/** Where a phrase stops: sentence and clause punctuation, brackets, line breaks. */
const CLAUSE_BREAK = /[.,;:!?()[\]{}"“”\n\r]+/u;

export interface PhraseCount {
  readonly phrase: string;
  readonly count: number;
}

/** The words of a clause in lower case, the apostrophe normalised. */
function wordsOf(clause: string): string[] {
  return (clause.toLowerCase().replace(/’/g, "'").match(WORD) ?? []).map((w) => w);
}

/** A word a phrase may start or end with: not a stop word, not a lone letter or a bare number. */
function carries(word: string): boolean {
  return !STOP_WORDS.has(word) && word.length > 1 && !/^\d+$/.test(word);
}

/** Every 1..maxWords word phrase of `text` within its clauses whose first and last words carry, counted. */
export function countPhrases(text: string, maxWords: number, into: Map<string, number> = new Map()): Map<string, number> {
  for (const clause of text.split(CLAUSE_BREAK)) {
    const words = wordsOf(clause);
    for (let start = 0; start < words.length; start++) {
      if (!carries(words[start]!)) continue;
      for (let end = start; end < Math.min(words.length, start + maxWords); end++) {
        if (!carries(words[end]!)) continue;
        const phrase = words.slice(start, end + 1).join(' ');
        into.set(phrase, (into.get(phrase) ?? 0) + 1);
      }
    }
  }
  return into;
}

/** Whether `inner`'s words appear, in order and together, in `outer`'s. */
const containsPhrase = (outer: string, inner: string): boolean => ` ${outer} `.includes(` ${inner} `);

/**
 * The `limit` most frequent phrases of the texts and tags: a text counts each of its
 * phrases (countPhrases), a tag counts once as a phrase when it has at most `maxWords`
 * words (else its phrases count). A phrase is left out when a longer one holding it is
 * as frequent (it says no more: "personal" under "personal trainer"). Ties: the longer
 * phrase first, then alphabetical.
 */
export function keyPhrases(input: { readonly texts: readonly string[]; readonly tags: readonly { readonly tag: string; readonly count: number }[] }, maxWords: number, limit: number): PhraseCount[] {
  const counts = new Map<string, number>();
  for (const text of input.texts) countPhrases(text, maxWords, counts);
  for (const { tag, count } of input.tags) {
    const words = wordsOf(tag);
    if (words.length === 0) continue;
    if (words.length <= maxWords && words.some(carries)) {
      const phrase = words.join(' ');
      counts.set(phrase, (counts.get(phrase) ?? 0) + count);
    } else {
      for (let i = 0; i < count; i++) countPhrases(tag, maxWords, counts);
    }
  }
  const entries = [...counts].map(([phrase, count]) => ({ phrase, count, words: phrase.split(' ').length }));
  const kept = entries.filter((p) => !entries.some((q) => q.words > p.words && q.count >= p.count && containsPhrase(q.phrase, p.phrase)));
  kept.sort((a, b) => b.count - a.count || b.words - a.words || a.phrase.localeCompare(b.phrase));
  return kept.slice(0, limit).map(({ phrase, count }) => ({ phrase, count }));
}

/** The sentences of a text, trimmed, each with its closing punctuation. */
function sentencesOf(text: string): string[] {
  return (text.match(/[^.!?\n\r]+[.!?]*/g) ?? []).map((s) => s.replace(/\s+/g, ' ').trim()).filter((s) => s.length > 0);
}

/**
 * Whether a sentence asks: it ends with "?"; or, not ending with "." or "!", it opens with
 * an auxiliary ("Can I ...") or a question word not followed by "to" or a subject ("What
 * made you start" asks, "How to film" and "Why I train" do not).
 */
export function isQuestion(sentence: string): boolean {
  if (sentence.endsWith('?')) return true;
  if (/[.!]$/.test(sentence)) return false;
  const [first, second] = wordsOf(sentence);
  if (first === undefined || second === undefined) return false;
  return AUXILIARIES.has(first) || (WH_WORDS.has(first) && !NOT_ASKING_NEXT.has(second));
}

/**
 * The `limit` questions of the texts (titles, descriptions), each once (compared without
 * case or spacing, the first phrasing kept, a "?" added when missing): the most asked first,
 * then in the order first met.
 */
export function keyQuestions(texts: readonly string[], limit: number): string[] {
  const found = new Map<string, { text: string; count: number; order: number }>();
  for (const text of texts) {
    for (const sentence of sentencesOf(text)) {
      if (!isQuestion(sentence)) continue;
      const asked = sentence.replace(/[.!?\s]+$/, '') + '?';
      const key = wordsOf(asked).join(' ');
      if (key === '') continue;
      const seen = found.get(key);
      if (seen) seen.count++;
      else found.set(key, { text: asked, count: 1, order: found.size });
    }
  }
  return [...found.values()]
    .sort((a, b) => b.count - a.count || a.order - b.order)
    .slice(0, limit)
    .map((q) => q.text);
}
