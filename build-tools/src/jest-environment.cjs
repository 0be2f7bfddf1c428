// The jsdom test environment, with a faster getComputedStyle.
//
// jsdom computes an element's style by matching every rule of every <style> in the
// document (antd injects thousands) through nwsapi, whose compiled-selector cache holds
// 1,000 entries in LRU order: walking the rules in order evicts each selector before it is
// asked again, so nearly every match compiles its selector anew. testing-library
// (accessible names, hidden checks) and user-event (pointer-events) ask for computed styles
// on every query and click, which made this more than half of a UI test's time.
//
// Before jsdom loads, its style matcher gets a guard: a selector whose rightmost compound
// needs a class the element does not have cannot match, and is rejected without nwsapi.
// Only a necessary condition is checked, so the result is always jsdom's own.
const path = require('node:path');

const jsdomLib = path.join(path.dirname(require.resolve('jsdom')), 'jsdom');
// jsdom's own module, by absolute path: the same instance jsdom's style code requires.
const selectors = require(path.join(jsdomLib, 'living/helpers/selectors.js'));

/**
 * For each selector of a list, the classes its rightmost compound requires; null when some
 * selector requires none (or cannot be read simply), so the list must go to nwsapi.
 * @param {string} selectorText
 * @returns {string[][] | null}
 */
function requiredClasses(selectorText) {
  if (selectorText.includes('\\')) return null;
  // The top level only: what sits in (), [] or quotes does not constrain the element itself
  // by its classes, so each such group becomes one '@'.
  let topLevel = '';
  let depth = 0;
  let quote = '';
  for (const ch of selectorText) {
    if (quote) {
      if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '(' || ch === '[') {
      if (depth === 0) topLevel += '@';
      depth += 1;
    } else if (ch === ')' || ch === ']') depth -= 1;
    else if (depth === 0) topLevel += ch;
  }
  const alternatives = [];
  for (const selector of topLevel.split(',')) {
    const subject = selector.trim().split(/[\s>+~]+/).pop() ?? '';
    const classes = Array.from(subject.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g), (m) => m[1]);
    if (!classes.length) return null;
    alternatives.push(classes);
  }
  return alternatives;
}

const nwsapiMatch = selectors.matchesDontThrow;
/** @type {Map<string, string[][] | null>} */
const required = new Map();
selectors.matchesDontThrow = (elImpl, selectorText) => {
  if (typeof selectorText === 'string') {
    let alternatives = required.get(selectorText);
    if (alternatives === undefined) {
      alternatives = requiredClasses(selectorText);
      required.set(selectorText, alternatives);
    }
    if (alternatives) {
      const classList = elImpl.classList;
      if (!alternatives.some((classes) => classes.every((c) => classList.contains(c)))) return false;
    }
  }
  return nwsapiMatch(elImpl, selectorText);
};

module.exports = require('jest-environment-jsdom');
module.exports.requiredClasses = requiredClasses;
