// A page snapshot's styles cut down to the rules its HTML can use (docs/adr/050, 051). A snapshot
// carries every style its render made: for a page with a form, antd's rules for states and
// parts the snapshot never shows (250 KB on the sign-up page). The browser parses all of
// them before the first paint, on a slow phone for longer than the page takes to arrive.
// The snapshot is a still picture (inert, replaced by the live page with its own styles),
// so a rule is kept when its selector matches the snapshot's HTML as it stands, with the
// states a person brings (hover, focus, ...) and the parts a rule draws (::before, ...)
// taken as matching; an at-rule's rules are cut the same way; a keyframes rule is kept
// when a kept rule names it. A rule whose selector cannot be checked here is kept. A
// remote's page is checked on its own, without the shell around it: a page's rule must
// not reach for the shell's elements (none does; an area's styles are its own).
const { JSDOM } = require('jsdom');

/** States a still, inert page is never in, and pseudo-elements: matched as their element. */
const DYNAMIC = /::?(?:-[a-z]+-)?(?:before|after|placeholder|selection|marker|backdrop|first-line|first-letter|scrollbar(?:-[a-z]+)?|file-selector-button)\b|:(?:hover|focus|focus-visible|focus-within|active|visited|target)(?![-\w])/gi;

const COMMENTS = /\/\*[\s\S]*?\*\//g;

/**
 * Splits CSS text into its top-level parts: `{ prelude, body }` for a block, or `{ text }`
 * for a statement (`@import ...;`). Strings and comments are stepped over.
 * @param {string} css
 */
function topLevel(css) {
  const parts = [];
  let start = 0;
  let depth = 0;
  let open = -1;
  for (let i = 0; i < css.length; i += 1) {
    const c = css[i];
    if (c === '"' || c === "'") {
      const end = css.indexOf(c, i + 1);
      i = end === -1 ? css.length : end;
    } else if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end === -1 ? css.length : end + 1;
    } else if (c === '{') {
      if (depth === 0) open = i;
      depth += 1;
    } else if (c === '}') {
      depth -= 1;
      if (depth === 0) {
        parts.push({ prelude: css.slice(start, open).replace(COMMENTS, '').trim(), body: css.slice(open + 1, i) });
        start = i + 1;
      }
    } else if (c === ';' && depth === 0) {
      parts.push({ text: css.slice(start, i + 1).replace(COMMENTS, '').trim() });
      start = i + 1;
    }
  }
  const rest = css.slice(start).replace(COMMENTS, '').trim();
  if (rest) parts.push({ text: rest });
  return parts;
}

/** Splits a selector list at its commas (not those inside parentheses or brackets). */
function selectors(list) {
  const out = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < list.length; i += 1) {
    const c = list[i];
    if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    else if (c === ',' && depth === 0) {
      out.push(list.slice(from, i));
      from = i + 1;
    }
  }
  out.push(list.slice(from));
  return out.map((s) => s.trim()).filter(Boolean);
}

/**
 * Whether a selector matches the snapshot, in the states and parts above.
 * @param {Document} document
 * @param {string} selector
 */
function matches(document, selector) {
  const still = selector.replace(DYNAMIC, '');
  try {
    return !still.trim() || !!document.querySelector(still);
  } catch {
    return true;
  }
}

/**
 * @param {string} html the snapshot's HTML
 * @param {string} css the styles its render made
 * @returns {string} the rules of `css` the HTML can use, as written
 */
function pruneSnapshotCss(html, css) {
  const { document } = new JSDOM(`<!doctype html><html><head></head><body>${html}</body></html>`).window;
  const keyframes = [];
  const keep = (text, top) => {
    const kept = [];
    for (const part of topLevel(text)) {
      if ('text' in part) kept.push(part.text);
      else if (top && /^@(?:-[a-z]+-)?keyframes\s/i.test(part.prelude)) keyframes.push(part);
      else if (/^@(?:media|supports|container|layer|scope)\b/i.test(part.prelude)) {
        const inner = keep(part.body, false);
        if (inner) kept.push(`${part.prelude}{${inner}}`);
      } else if (part.prelude.startsWith('@') || selectors(part.prelude).some((s) => matches(document, s))) {
        kept.push(`${part.prelude}{${part.body}}`);
      }
    }
    return kept.join('');
  };
  const rules = keep(css, true);
  const named = keyframes.filter((k) => new RegExp(`(^|[^-\\w])${k.prelude.split(/\s+/)[1]?.replace(/[^-\w]/g, '')}([^-\\w]|$)`).test(rules));
  return rules + named.map((k) => `${k.prelude}{${k.body}}`).join('');
}

module.exports = { pruneSnapshotCss };
