import { isQuestion, keyPhrases, keyQuestions } from '../../src/plugins/app/insights';

/* The insights report's text figures on a fixed corpus (docs/adr/035). */

const CORPUS = [
  'Why I want to become a personal trainer',
  'Becoming a personal trainer changed my career. I love helping people.',
  'How long does it take to become a personal trainer?',
  'Your first client',
  'Tell us about your first client, and what the course taught you.',
  'how long does it take to become a personal trainer',
  'How to film your gym',
  'Can I study part time?',
  'Shot 1',
];

describe('keyPhrases', () => {
  it('counts the 1–3 word phrases without stop words at their ends, the longer phrase standing for its parts', () => {
    expect(keyPhrases({ texts: CORPUS, tags: [] }, 3, 5)).toEqual([
      { phrase: 'personal trainer', count: 4 },
      { phrase: 'become a personal', count: 3 },
      { phrase: 'take to become', count: 2 },
      { phrase: 'first client', count: 2 },
      { phrase: 'long', count: 2 },
    ]);
  });

  it('adds each tag as one phrase per storyboard or video carrying it, and keeps to the limit', () => {
    const phrases = keyPhrases({ texts: ['Personal trainer stories'], tags: [{ tag: 'Fitness', count: 4 }, { tag: 'Personal Trainer', count: 2 }] }, 3, 2);
    expect(phrases).toEqual([
      { phrase: 'fitness', count: 4 },
      { phrase: 'personal trainer', count: 3 },
    ]);
  });

  it('leaves out stop words, lone letters, bare numbers and the word shot', () => {
    expect(keyPhrases({ texts: ['The a of 42 x', 'Shot 3'], tags: [{ tag: 'the', count: 5 }] }, 3, 10)).toEqual([]);
  });

  it('never joins words across a clause break', () => {
    const phrases = keyPhrases({ texts: ['Strength, conditioning'], tags: [] }, 3, 10).map((p) => p.phrase);
    expect(phrases).toEqual(['conditioning', 'strength']);
  });
});

describe('keyQuestions', () => {
  it('finds the sentences phrased as questions, each once, the most asked first', () => {
    expect(keyQuestions(CORPUS, 10)).toEqual(['How long does it take to become a personal trainer?', 'Can I study part time?']);
  });

  it('keeps to the limit', () => {
    expect(keyQuestions(['Why me? What now? Who else?'], 2)).toEqual(['Why me?', 'What now?']);
  });

  it('takes a "?" as a question, an opening question word too unless "to" or a subject follows it ("How to …", "Why I …") or it ends as a statement', () => {
    expect(isQuestion('Is it worth it?')).toBe(true);
    expect(isQuestion('What made you start')).toBe(true);
    expect(isQuestion('How to film your gym')).toBe(false);
    expect(isQuestion('Why I want to become a PT')).toBe(false);
    expect(isQuestion('What a day.')).toBe(false);
    expect(isQuestion('Your first client')).toBe(false);
  });
});
