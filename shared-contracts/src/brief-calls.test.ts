import { BRIEF_CHOICE_GROUPS, BRIEF_FLAGS, BRIEF_GENRES, BRIEF_LENGTHS_MINUTES, briefSchema } from './brief-calls';
import { briefLengthLabel } from './messages/briefs';

const minimal = { title: 'Grand final', about: 'The season in three minutes' };

const problemsOf = (body: unknown): string[] => {
  const parsed = briefSchema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.path.join('.'));
};

describe('briefSchema', () => {
  it('takes title and about alone, every other field at its empty value', () => {
    const brief = briefSchema.parse(minimal);
    expect(brief).toMatchObject({ ...minimal, outcome: '', length: null, genre: null, email: '', startdate: '', enddate: '' });
    for (const flag of BRIEF_FLAGS) expect(brief[flag]).toBe(false);
  });

  it('trims texts and needs a title and an about that are more than blanks', () => {
    expect(briefSchema.parse({ title: '  Final  ', about: ' x ', tone: ' bright ' })).toMatchObject({ title: 'Final', about: 'x', tone: 'bright' });
    expect(problemsOf({})).toEqual(['title', 'about']);
    expect(problemsOf({ title: '   ', about: '\n' })).toEqual(['title', 'about']);
  });

  it.each([
    [{ title: 'x'.repeat(51) }, 'title'],
    [{ about: 'x'.repeat(2001) }, 'about'],
    [{ tone: 'x'.repeat(201) }, 'tone'],
    [{ length: 6 }, 'length'],
    [{ length: '3' }, 'length'],
    [{ genre: 'Horror' }, 'genre'],
    [{ email: 'not an address' }, 'email'],
    [{ startdate: '2026-02-30' }, 'startdate'],
    [{ enddate: '01/03/2026' }, 'enddate'],
    [{ startdate: '2026-03-02', enddate: '2026-03-01' }, 'enddate'],
    [{ staffChecked: 'yes' }, 'staffChecked'],
    [{ unknownField: true }, ''],
  ])('refuses %j (at %s)', (change, path) => {
    expect(problemsOf({ ...minimal, ...change })).toEqual([path]);
  });

  it('takes the edge values', () => {
    const brief = briefSchema.parse({
      ...minimal,
      title: 'x'.repeat(50),
      about: 'x'.repeat(2000),
      length: 5,
      genre: 'Documentary',
      email: 'Sam@Club.example',
      startdate: '2026-03-01',
      enddate: '2026-03-01',
      personaDonors: true,
    });
    expect(brief).toMatchObject({ length: 5, genre: 'Documentary', email: 'Sam@Club.example', personaDonors: true });
  });
});

describe('brief choices', () => {
  it('offers lengths 2 to 5 as minutes and four named genres (001 §9 placeholders)', () => {
    expect(BRIEF_LENGTHS_MINUTES.map(briefLengthLabel)).toEqual(['2 minutes', '3 minutes', '4 minutes', '5 minutes']);
    expect(BRIEF_GENRES).toHaveLength(4);
  });

  it('groups every flag once, with the labels of 001 §2 in order', () => {
    const keys = Object.values(BRIEF_CHOICE_GROUPS).flatMap((g) => g.choices.map((c) => c.key));
    expect([...keys].sort()).toEqual([...BRIEF_FLAGS].sort());
    expect(BRIEF_CHOICE_GROUPS.goals.choices.map((c) => c.label)).toEqual(['Promote Brand', 'Community Engagement', 'Increase Revenue']);
    expect(BRIEF_CHOICE_GROUPS.audience.choices.map((c) => c.label)).toEqual(['Staff', 'Players', 'Fans', 'Volunteers', 'Members']);
    expect(BRIEF_CHOICE_GROUPS.profiles.choices.map((c) => c.label)).toEqual(['Members Profile', 'Donor Profiles', 'Player Profiles', 'Coach Profiles', 'Fan Profiles']);
    expect(BRIEF_CHOICE_GROUPS.personas.choices.map((c) => c.label)).toEqual(['Staff', 'Players', 'Volunteers', 'Fans', 'Members', 'Donors']);
    expect(BRIEF_CHOICE_GROUPS.demographics.choices.map((c) => c.label)).toEqual(['Staff', 'Players', 'Volunteers', 'Fans', 'Members', 'Donors']);
    expect(BRIEF_CHOICE_GROUPS.videoType.choices.map((c) => c.label)).toEqual(['Adaptive', 'AR']);
    expect(BRIEF_CHOICE_GROUPS.materials.choices.map((c) => c.label)).toEqual(['Marketing', 'Comms Material']);
  });
});
