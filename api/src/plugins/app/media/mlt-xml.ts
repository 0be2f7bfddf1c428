/*
 * A small, strict XML parser for editing projects (Kdenlive and MLT documents), written for
 * the editing-project importer because no XML parser is a dependency of the api. It reads
 * the subset those documents use: an optional XML declaration, elements with quoted
 * attributes, text, CDATA sections, comments and processing instructions (skipped), the
 * five predefined entities and character references. It refuses everything else rather
 * than guess: a DOCTYPE (and so any DTD, entity declaration or external reference), an
 * undefined entity, characters XML 1.0 forbids, an encoding other than UTF-8, mismatched
 * tags, and documents deeper or larger than the limits. Nothing is ever fetched or expanded.
 */

/** The document is not well-formed XML of the accepted subset (or breaks a limit). */
export class XmlError extends Error {
  override readonly name = 'XmlError';
}

export interface XmlElement {
  readonly name: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: readonly (XmlElement | string)[];
}

export interface XmlLimits {
  /** Elements nested at most this deep. */
  readonly maxDepth: number;
  /** Elements in the whole document at most. */
  readonly maxElements: number;
  /** Attributes of one element at most. */
  readonly maxAttributes: number;
}

export const DEFAULT_XML_LIMITS: XmlLimits = { maxDepth: 64, maxElements: 500_000, maxAttributes: 64 };

const NAME = '[A-Za-z_:][-A-Za-z0-9_:.]*';
const START_TAG = new RegExp(`<(${NAME})`, 'y');
const ATTRIBUTE = new RegExp(`\\s+(${NAME})\\s*=\\s*(?:"([^"<]*)"|'([^'<]*)')`, 'y');
const TAG_END = /\s*(\/?)>/y;
const END_TAG = new RegExp(`</(${NAME})\\s*>`, 'y');
const DECLARATION = /<\?xml(\s[^?]*)?\?>/y;
const ENCODING = /\sencoding\s*=\s*(?:"([^"]*)"|'([^']*)')/;
const REFERENCE = /&(#x[0-9A-Fa-f]+|#[0-9]+|[A-Za-z][A-Za-z0-9]*);/g;
const PREDEFINED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
// Characters XML 1.0 does not allow in a document (tab, newline and carriage return are fine).
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;

/** A character reference's code point, when XML allows it. */
function allowedCodePoint(code: number): boolean {
  if (code === 0x9 || code === 0xa || code === 0xd) return true;
  if (code < 0x20 || (code >= 0xd800 && code <= 0xdfff) || code === 0xfffe || code === 0xffff) return false;
  return code <= 0x10ffff;
}

/** Text or an attribute value with its references replaced; a lone `&` or any other entity refused. */
function decode(raw: string, where: () => string): string {
  if (!raw.includes('&')) return raw;
  const decoded = raw.replace(REFERENCE, (_, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      if (!allowedCodePoint(code)) throw new XmlError(`A character reference XML does not allow (&${ref};) ${where()}`);
      return String.fromCodePoint(code);
    }
    const value = PREDEFINED[ref];
    if (value === undefined) throw new XmlError(`An undefined entity (&${ref};) ${where()}: entities are not accepted`);
    return value;
  });
  // A `&` left over is one that starts no reference.
  if (raw.replace(REFERENCE, '').includes('&')) throw new XmlError(`A bare & ${where()}`);
  return decoded;
}

interface Building {
  readonly name: string;
  readonly attrs: Record<string, string>;
  readonly children: (XmlElement | string)[];
}

/** Parses a whole document: its root element. */
export function parseXml(input: string, limits: XmlLimits = DEFAULT_XML_LIMITS): XmlElement {
  const xml = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const forbidden = FORBIDDEN.exec(xml);
  if (forbidden) throw new XmlError(`The document has a character XML does not allow (U+${forbidden[0].charCodeAt(0).toString(16).padStart(4, '0')})`);
  const lineAt = (at: number): number => xml.slice(0, at).split('\n').length;
  let at = 0;
  const stack: Building[] = [];
  let root: XmlElement | null = null;
  let elements = 0;

  DECLARATION.lastIndex = 0;
  const declaration = DECLARATION.exec(xml);
  if (declaration) {
    const encoding = ENCODING.exec(declaration[1] ?? '');
    const name = (encoding?.[1] ?? encoding?.[2] ?? 'utf-8').toLowerCase();
    if (name !== 'utf-8' && name !== 'utf8') throw new XmlError(`The document is in ${name}; only UTF-8 is accepted`);
    at = DECLARATION.lastIndex;
  }

  const skipTo = (marker: string, what: string): void => {
    const end = xml.indexOf(marker, at);
    if (end < 0) throw new XmlError(`An unclosed ${what} at line ${lineAt(at)}`);
    at = end + marker.length;
  };

  while (at < xml.length) {
    const lt = xml.indexOf('<', at);
    const textEnd = lt < 0 ? xml.length : lt;
    if (textEnd > at) {
      const raw = xml.slice(at, textEnd);
      const top = stack.at(-1);
      if (top) {
        const start = at;
        top.children.push(decode(raw, () => `at line ${lineAt(start)}`));
      } else if (raw.trim() !== '') {
        throw new XmlError(`Text outside the root element at line ${lineAt(at)}`);
      }
      at = textEnd;
      continue;
    }
    if (xml.startsWith('<!--', at)) {
      skipTo('-->', 'comment');
      continue;
    }
    if (xml.startsWith('<![CDATA[', at)) {
      const top = stack.at(-1);
      if (!top) throw new XmlError(`A CDATA section outside the root element at line ${lineAt(at)}`);
      const start = at + '<![CDATA['.length;
      skipTo(']]>', 'CDATA section');
      top.children.push(xml.slice(start, at - 3));
      continue;
    }
    if (xml.startsWith('<!', at)) {
      const what = xml.startsWith('<!DOCTYPE', at) ? 'A DOCTYPE' : 'A declaration';
      throw new XmlError(`${what} at line ${lineAt(at)}: DTDs and entity declarations are not accepted`);
    }
    if (xml.startsWith('<?', at)) {
      skipTo('?>', 'processing instruction');
      continue;
    }
    if (xml.startsWith('</', at)) {
      END_TAG.lastIndex = at;
      const end = END_TAG.exec(xml);
      const top = stack.pop();
      if (!end || !top || end[1] !== top.name) throw new XmlError(`A closing tag that matches no open element at line ${lineAt(at)}`);
      at = END_TAG.lastIndex;
      const element: XmlElement = top;
      const parent = stack.at(-1);
      if (parent) parent.children.push(element);
      else root = element;
      continue;
    }
    START_TAG.lastIndex = at;
    const start = START_TAG.exec(xml);
    if (!start) throw new XmlError(`A malformed tag at line ${lineAt(at)}`);
    if (root) throw new XmlError(`A second root element at line ${lineAt(at)}`);
    if (++elements > limits.maxElements) throw new XmlError(`The document has more than ${limits.maxElements} elements`);
    if (stack.length >= limits.maxDepth) throw new XmlError(`The document nests elements more than ${limits.maxDepth} deep`);
    const tagAt = at;
    at = START_TAG.lastIndex;
    const attrs: Record<string, string> = Object.create(null) as Record<string, string>;
    let count = 0;
    for (;;) {
      ATTRIBUTE.lastIndex = at;
      const attr = ATTRIBUTE.exec(xml);
      if (!attr) break;
      const name = attr[1] as string;
      if (name in attrs) throw new XmlError(`The attribute ${name} twice at line ${lineAt(tagAt)}`);
      if (++count > limits.maxAttributes) throw new XmlError(`An element with more than ${limits.maxAttributes} attributes at line ${lineAt(tagAt)}`);
      // Attribute values are normalised: tabs and line breaks become spaces (before references are read).
      attrs[name] = decode((attr[2] ?? attr[3] ?? '').replace(/[\t\n\r]/g, ' '), () => `at line ${lineAt(tagAt)}`);
      at = ATTRIBUTE.lastIndex;
    }
    TAG_END.lastIndex = at;
    const close = TAG_END.exec(xml);
    if (!close) throw new XmlError(`A malformed tag at line ${lineAt(tagAt)}`);
    at = TAG_END.lastIndex;
    const element: Building = { name: start[1] as string, attrs, children: [] };
    if (close[1] === '/') {
      const parent = stack.at(-1);
      if (parent) parent.children.push(element);
      else root = element;
    } else {
      stack.push(element);
    }
  }
  if (stack.length > 0) throw new XmlError(`The document ends inside <${stack.at(-1)?.name}>`);
  if (!root) throw new XmlError('The document has no root element');
  return root;
}

/** The child elements of `element` (named `name`, when given). */
export const childElements = (element: XmlElement, name?: string): XmlElement[] =>
  element.children.filter((c): c is XmlElement => typeof c !== 'string' && (name === undefined || c.name === name));

/** The text of an element (its text children joined). */
export const textOf = (element: XmlElement): string => element.children.filter((c): c is string => typeof c === 'string').join('');
