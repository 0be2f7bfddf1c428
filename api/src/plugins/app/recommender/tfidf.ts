/*
 * A small TF-IDF model (docs/adr/034), pure: words of titles, descriptions and tags,
 * lower case, stop words out, a light plural fold; term weights (1 + ln tf) x idf with the
 * smoothed idf ln((1 + N) / (1 + df)) + 1 over the corpus; vectors L2-normalised, so the
 * cosine similarity of two is their dot product. Documents are sparse (term ids and
 * weights); a profile or query is dense over the vocabulary, so scoring a document costs
 * its own few terms.
 */

const STOP_WORDS = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being below between both but by can could ' +
    'did do does doing down during each few for from further had has have having he her here hers herself him himself his how i if in ' +
    'into is it its itself just me more most my myself no nor not now of off on once only or other our ours ourselves out over own same ' +
    'she should so some such than that the their theirs them themselves then there these they this those through to too under until up ' +
    'very was we were what when where which while who whom why will with you your yours yourself yourselves one s t'
  ).split(' '),
);

/** Folds a plural to its singular, roughly: stories -> story, players -> player (not "class", "bus" or "this"). */
function fold(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The terms of a text: lower-case words and numbers, stop words and single letters dropped, plurals folded. */
export function tokenize(text: string): string[] {
  const words = text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.filter((w) => w.length > 1 && !STOP_WORDS.has(w)).map(fold);
}

/** A document's fields: each text's terms count `weight` times (tags count more than prose). */
export interface DocumentFields {
  readonly text: string;
  readonly weight: number;
}

/** A document as the model holds it: its term ids ascending and their normalised weights. */
export interface SparseVector {
  readonly terms: Int32Array;
  readonly weights: Float64Array;
}

export interface TfIdfModel {
  /** Term -> id. */
  readonly vocabulary: ReadonlyMap<string, number>;
  /** Inverse document frequency by term id. */
  readonly idf: Float64Array;
  /** The corpus's documents, in the order given. */
  readonly vectors: readonly SparseVector[];
}

function termCounts(fields: readonly DocumentFields[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { text, weight } of fields) {
    for (const term of tokenize(text)) counts.set(term, (counts.get(term) ?? 0) + weight);
  }
  return counts;
}

function sparse(entries: [number, number][]): SparseVector {
  entries.sort((a, b) => a[0] - b[0]);
  const norm = Math.sqrt(entries.reduce((s, [, w]) => s + w * w, 0));
  const terms = new Int32Array(entries.length);
  const weights = new Float64Array(entries.length);
  entries.forEach(([t, w], i) => {
    terms[i] = t;
    weights[i] = norm > 0 ? w / norm : 0;
  });
  return { terms, weights };
}

/** The model of a corpus: its vocabulary, idf and every document's vector. */
export function buildModel(documents: readonly (readonly DocumentFields[])[]): TfIdfModel {
  const vocabulary = new Map<string, number>();
  const df: number[] = [];
  const counted = documents.map((fields) => {
    const counts = termCounts(fields);
    for (const term of counts.keys()) {
      let t = vocabulary.get(term);
      if (t === undefined) {
        t = vocabulary.size;
        vocabulary.set(term, t);
        df.push(0);
      }
      df[t] = (df[t] ?? 0) + 1;
    }
    return counts;
  });
  const n = documents.length;
  const idf = Float64Array.from(df, (d) => Math.log((1 + n) / (1 + d)) + 1);
  const vectors = counted.map((counts) =>
    sparse([...counts].map(([term, tf]) => {
      const t = vocabulary.get(term) as number;
      return [t, (1 + Math.log(tf)) * (idf[t] as number)];
    })),
  );
  return { vocabulary, idf, vectors };
}

/** A dense unit vector over the model's vocabulary (all zeros when nothing is given or known). */
function normalised(dense: Float64Array): Float64Array {
  let sum = 0;
  for (const v of dense) sum += v * v;
  const norm = Math.sqrt(sum);
  if (norm > 0) for (let i = 0; i < dense.length; i++) dense[i] = (dense[i] as number) / norm;
  return dense;
}

/** The normalised mean of some of the corpus's vectors: the profile of what a customer writes. */
export function centroid(model: TfIdfModel, vectors: readonly SparseVector[]): Float64Array {
  const dense = new Float64Array(model.idf.length);
  for (const { terms, weights } of vectors) {
    for (let i = 0; i < terms.length; i++) dense[terms[i] as number] = (dense[terms[i] as number] as number) + (weights[i] as number);
  }
  return normalised(dense);
}

/** A query's dense vector: its terms known to the corpus, weighted by idf (unknown terms add nothing). */
export function queryVector(model: TfIdfModel, fields: readonly DocumentFields[]): Float64Array {
  const dense = new Float64Array(model.idf.length);
  for (const [term, tf] of termCounts(fields)) {
    const t = model.vocabulary.get(term);
    if (t !== undefined) dense[t] = (1 + Math.log(tf)) * (model.idf[t] as number);
  }
  return normalised(dense);
}

/** Cosine similarity of a document and a dense unit vector, 0 to 1. */
export function similarity(doc: SparseVector, dense: Float64Array): number {
  let dot = 0;
  for (let i = 0; i < doc.terms.length; i++) dot += (doc.weights[i] as number) * (dense[doc.terms[i] as number] as number);
  return Math.min(1, Math.max(0, dot));
}

/** A similarity as a match percentage, 0 to 100. */
export function matchPercentage(score: number): number {
  return Math.min(100, Math.max(0, Math.round(score * 100)));
}
