/**
 * The shape of the long legal texts. Pages render these with plain semantic HTML
 * (h2/h3/p/ul) so the text costs no component code and stays fast to paint.
 */
export type LegalBlock =
  | { readonly kind: 'paragraph'; readonly text: string }
  | { readonly kind: 'list'; readonly items: readonly string[] }
  /** A paragraph with one in-app link inside it, e.g. to the contact form. */
  | {
      readonly kind: 'link';
      readonly before: string;
      readonly linkText: string;
      /** An in-app path from `ROUTES`. */
      readonly to: string;
      readonly after: string;
    };

/** An h3 part of a section. */
export interface LegalSubsection {
  readonly id: string;
  readonly title: string;
  readonly blocks: readonly LegalBlock[];
}

/** An h2 section; `blocks` come before the subsections. */
export interface LegalSection {
  readonly id: string;
  readonly title: string;
  readonly blocks: readonly LegalBlock[];
  readonly subsections: readonly LegalSubsection[];
}

/** Shorthand constructors that keep the content files readable. */
export const p = (text: string): LegalBlock => ({ kind: 'paragraph', text });
export const ul = (...items: string[]): LegalBlock => ({ kind: 'list', items });
export const linked = (before: string, linkText: string, to: string, after: string): LegalBlock => ({
  kind: 'link',
  before,
  linkText,
  to,
  after,
});
