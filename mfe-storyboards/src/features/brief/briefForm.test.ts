import { BRIEF_FLAGS, BRIEF_TEXTS, briefSchema } from '@portal/shared-contracts/storyboards';
import { EMPTY_BRIEF, emailProblem, endDateProblem, toBrief } from './briefForm';
import { EMPTY_REQUEST, REQUEST_CHOICE_GROUPS, toStoryRequest } from './requestForm';

describe('the brief form', () => {
  it('starts with every field empty and every box unticked', () => {
    for (const flag of BRIEF_FLAGS) expect(EMPTY_BRIEF[flag]).toBe(false);
    expect(EMPTY_BRIEF).toMatchObject({ title: '', about: '', length: undefined, genre: undefined, startdate: '' });
  });

  it('sends the whole form, an empty select as null, and the api schema takes it', () => {
    const brief = toBrief({ title: 'Final', about: 'The season', personaFans: true });
    expect(Object.keys(brief).sort()).toEqual(Object.keys(EMPTY_BRIEF).sort());
    expect(brief).toMatchObject({ length: null, genre: null, personaFans: true, staffChecked: false });
    expect(briefSchema.safeParse(brief).success).toBe(true);
    expect(toBrief({ ...EMPTY_BRIEF, title: 'x', about: 'y', length: 4, genre: 'Testimonial' })).toMatchObject({ length: 4, genre: 'Testimonial' });
  });

  it.each([
    ['', null],
    ['   ', null],
    ['sam@club.example', null],
    [' sam@club.example ', null],
    ['sam@club', BRIEF_TEXTS.emailInvalid],
    ['not an address', BRIEF_TEXTS.emailInvalid],
    [undefined, null],
  ])('email %j: %s', (value, problem) => {
    expect(emailProblem(value)).toBe(problem);
  });

  it.each([
    ['', '', null],
    ['2026-03-01', '', null],
    ['', '2026-03-01', null],
    ['2026-03-01', '2026-03-01', null],
    ['2026-03-01', '2026-03-02', null],
    ['2026-03-02', '2026-03-01', BRIEF_TEXTS.endBeforeStart],
    ['2025-12-31', '2026-01-01', null],
    ['2026-01-01', '2025-12-31', BRIEF_TEXTS.endBeforeStart],
  ])('start %j, end %j: %s', (start, end, problem) => {
    expect(endDateProblem(start, end)).toBe(problem);
  });
});

describe('the request form', () => {
  it("starts empty with every box 'no', within the story request's 30 fields", () => {
    const boxes = Object.values(REQUEST_CHOICE_GROUPS).flatMap((g) => g.choices.map((c) => c.key));
    for (const key of boxes) expect(EMPTY_REQUEST[key]).toBe('no');
    expect(EMPTY_REQUEST).toMatchObject({ title: '', about: '', outcome: '', length: '', tone: '', callToAction: '' });
    // username joins them when sent.
    expect(Object.keys(EMPTY_REQUEST).length + 1).toBeLessThanOrEqual(30);
  });

  it('sends every field, an empty select as an empty text, and nothing else', () => {
    const form = toStoryRequest({ title: 'Final', about: 'x', promoteChecked: 'yes', length: undefined, stray: 'no' });
    expect(Object.keys(form).sort()).toEqual(Object.keys(EMPTY_REQUEST).sort());
    expect(form).toMatchObject({ title: 'Final', promoteChecked: 'yes', staffChecked: 'no', length: '' });
  });
});
