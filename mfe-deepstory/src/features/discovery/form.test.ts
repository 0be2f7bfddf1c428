import { LOCAL_STORAGE_KEYS } from '@portal/shared-contracts/core';
import { EMPTY_VALUES, loadSavedValues, nextField, parseSavedValues, saveValues, toDiscoveryRequest, validateDiscovery, withObjective, type DiscoveryValues } from './form';

const valid: DiscoveryValues = {
  purpose: ' Recruit volunteers ',
  objectives: ['Show the day', 'Invite sign-ups'],
  keyTopics: 'Why it matters',
  storyteller: 'Club captain',
  targetAudience: '',
  orientation: 'portrait',
  length: 60,
};

beforeEach(() => localStorage.clear());

describe('validateDiscovery (002 §5)', () => {
  it('accepts a full brief; key topics and target audience are optional', () => {
    expect(validateDiscovery(valid)).toEqual({});
    expect(validateDiscovery({ ...valid, keyTopics: '', targetAudience: '' })).toEqual({});
  });

  it('names every missing required field', () => {
    expect(validateDiscovery(EMPTY_VALUES)).toEqual({
      purpose: 'Purpose is required',
      objectives: 'At least one objective is required',
      storyteller: 'Storyteller is required',
      orientation: 'Orientation is required',
      length: 'Length is required',
    });
    expect(validateDiscovery({ ...valid, purpose: '   ', storyteller: '\t' })).toEqual({ purpose: 'Purpose is required', storyteller: 'Storyteller is required' });
  });

  it.each([
    [29, 'Min 30 seconds'],
    [30, undefined],
    [120, undefined],
    [121, 'Max 120 seconds'],
    [0, 'Min 30 seconds'],
  ])('length %p gives %p', (length, problem) => {
    expect(validateDiscovery({ ...valid, length }).length).toBe(problem);
  });
});

describe('objectives', () => {
  it.each([
    [[], 'Show the day', ['Show the day']],
    [[], '  padded  ', ['padded']],
    [['a'], '', ['a']],
    [['a'], '   ', ['a']],
    [['a'], 'a', ['a']],
    [['a'], 'b, c ,,b', ['a', 'b', 'c']],
  ])('adding to %p the text %p gives %p', (before, typed, after) => {
    expect(withObjective(before, typed)).toEqual(after);
  });

  it('keeps the list as it was when nothing is added (no re-render)', () => {
    const before = ['a'];
    expect(withObjective(before, ' ')).toBe(before);
  });

  it('holds at most 10', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `o${i}`);
    expect(withObjective(ten, 'one more')).toBe(ten);
  });
});

describe('the discovery request (002 §3)', () => {
  it('joins objectives with commas, sends the format, the length as second, the storyteller as end_user, type 0', () => {
    expect(toDiscoveryRequest(valid, 42)).toEqual({
      purpose: 'Recruit volunteers',
      type: 0,
      topic: 'Why it matters',
      objectives: 'Show the day,Invite sign-ups',
      format: 1,
      second: 60,
      end_user: 'Club captain',
      target_audience: '',
      user_id: 42,
    });
    expect(toDiscoveryRequest({ ...valid, orientation: 'landscape' }, 7).format).toBe(0);
  });

  it('refuses a brief that is not valid', () => {
    expect(() => toDiscoveryRequest({ ...valid, orientation: '' }, 42)).toThrow();
  });
});

describe('saved values (localStorage)', () => {
  it('round-trips the form and clears the key for the empty form', () => {
    saveValues(valid);
    expect(JSON.parse(localStorage.getItem(LOCAL_STORAGE_KEYS.DISCOVERY_FORM)!)).toMatchObject({ purpose: valid.purpose, orientation: 'portrait' });
    expect(loadSavedValues()).toEqual(valid);
    saveValues(EMPTY_VALUES);
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.DISCOVERY_FORM)).toBeNull();
  });

  it.each([null, '', 'not json', '42', 'null', '[]'])('reads %p as the empty form', (raw) => {
    expect(parseSavedValues(raw)).toEqual(EMPTY_VALUES);
  });

  it('keeps only well-formed fields', () => {
    const raw = JSON.stringify({ purpose: 5, objectives: ['ok', 3, ' '], orientation: 'toString', length: 12.5, storyteller: 'Me' });
    expect(parseSavedValues(raw)).toEqual({ ...EMPTY_VALUES, objectives: ['ok'], storyteller: 'Me' });
  });
});

it('moves Enter through the fields in order', () => {
  expect(nextField('purpose')).toBe('objectives');
  expect(nextField('objectives')).toBe('keyTopics');
  expect(nextField('targetAudience')).toBe('orientation');
  expect(nextField('length')).toBeNull();
});
