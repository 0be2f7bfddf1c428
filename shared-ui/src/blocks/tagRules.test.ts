import { addTag, addTags, parseTagText, removeLastTag, removeTagAt, splitAtCommas, type AddTagResult, type TagRuleOptions } from './tagRules';

const tags = ['Sports', 'Social'] as const;
const insensitive: TagRuleOptions = { caseInsensitive: true };

describe('addTag', () => {
  it.each<[string, readonly string[], string, TagRuleOptions, AddTagResult]>([
    ['adds a new tag', tags, 'Brand', {}, { ok: true, tags: ['Sports', 'Social', 'Brand'] }],
    ['trims it', tags, '  Brand \t', {}, { ok: true, tags: ['Sports', 'Social', 'Brand'] }],
    ['keeps inner spaces', tags, ' Media & Entertainment ', {}, { ok: true, tags: ['Sports', 'Social', 'Media & Entertainment'] }],
    ['adds to an empty list', [], 'QLD', {}, { ok: true, tags: ['QLD'] }],
    ['refuses an empty tag', tags, '', {}, { ok: false, reason: 'blank', tags }],
    ['refuses a blank tag', tags, '   ', {}, { ok: false, reason: 'blank', tags }],
    ['refuses an exact duplicate', tags, 'Sports', {}, { ok: false, reason: 'duplicate', tags }],
    ['refuses a duplicate once trimmed', tags, ' Sports ', {}, { ok: false, reason: 'duplicate', tags }],
    ['tells case apart by default', tags, 'sports', {}, { ok: true, tags: ['Sports', 'Social', 'sports'] }],
    ['refuses a case variant when case-insensitive', tags, 'sports', insensitive, { ok: false, reason: 'duplicate', tags }],
    ['refuses an upper-case variant when case-insensitive', tags, ' SOCIAL', insensitive, { ok: false, reason: 'duplicate', tags }],
    ['still adds a new tag when case-insensitive', tags, 'nsw', insensitive, { ok: true, tags: ['Sports', 'Social', 'nsw'] }],
    ['refuses blank before duplicate when case-insensitive', tags, ' ', insensitive, { ok: false, reason: 'blank', tags }],
  ])('%s', (_, before, raw, options, expected) => {
    expect(addTag(before, raw, options)).toEqual(expected);
  });

  it('does not change the list it is given', () => {
    const before = ['Sports'];
    addTag(before, 'Brand');
    expect(before).toEqual(['Sports']);
  });
});

describe('addTags', () => {
  it.each<[string, readonly string[], readonly string[], TagRuleOptions, readonly string[], string | null]>([
    ['adds each piece', [], ['a', 'b'], {}, ['a', 'b'], null],
    ['adds a repeated piece once', [], ['a', ' a'], {}, ['a'], 'duplicate'],
    ['reports the first rejection', ['a'], [' ', 'a', 'b'], {}, ['a', 'b'], 'blank'],
    ['compares pieces ignoring case when asked', [], ['Fans', 'FANS'], insensitive, ['Fans'], 'duplicate'],
    ['adds nothing from nothing', ['a'], [], {}, ['a'], null],
  ])('%s', (_, before, pieces, options, expected, rejected) => {
    expect(addTags(before, pieces, options)).toEqual({ tags: expected, rejected });
  });
});

describe('removing', () => {
  it.each<[readonly string[], readonly string[]]>([
    [['a', 'b', 'c'], ['a', 'b']],
    [['a'], []],
    [[], []],
  ])('removeLastTag(%j) -> %j', (before, after) => {
    expect(removeLastTag(before)).toEqual(after);
  });

  it.each<[readonly string[], number, readonly string[]]>([
    [['a', 'b', 'c'], 1, ['a', 'c']],
    [['a', 'b', 'c'], 0, ['b', 'c']],
    [['a', 'b', 'c'], 2, ['a', 'b']],
    [['a', 'b'], 5, ['a', 'b']],
  ])('removeTagAt(%j, %i) -> %j', (before, index, after) => {
    expect(removeTagAt(before, index)).toEqual(after);
  });
});

describe('splitAtCommas', () => {
  it.each<[string, readonly string[], string]>([
    ['Spor', [], 'Spor'],
    ['Sports,', ['Sports'], ''],
    ['Sports, Soc', ['Sports'], ' Soc'],
    ['a,b,c', ['a', 'b'], 'c'],
    [',', [''], ''],
    ['', [], ''],
  ])('%j', (text, finished, rest) => {
    expect(splitAtCommas(text)).toEqual({ finished, rest });
  });
});

describe('parseTagText (tag search text)', () => {
  it.each<[string, readonly string[]]>([
    ['Sports, Social', ['Sports', 'Social']],
    [' QLD ,NSW,  ', ['QLD', 'NSW']],
    ['', []],
    [' , ,', []],
    ['Media & Entertainment', ['Media & Entertainment']],
  ])('%j -> %j', (text, expected) => {
    expect(parseTagText(text)).toEqual(expected);
  });
});
