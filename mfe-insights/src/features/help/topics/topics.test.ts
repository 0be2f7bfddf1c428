import { ROUTES } from '@portal/shared-contracts/core';
import { HELP_TOPIC_SLUGS } from '../types';
import { HELP_TOPICS, findHelpTopic } from './index';

/** Every statement of a topic, flattened, to check the spec's facts are all stated. */
const textOf = (slug: string): string => {
  const topic = findHelpTopic(slug);
  if (!topic) throw new Error(`no topic ${slug}`);
  return [
    ...topic.intro,
    ...(topic.facts ?? []),
    ...topic.faqs.flatMap((faq) => [faq.question, ...faq.answer, ...(faq.steps ?? [])]),
  ].join('\n');
};

describe('help topics', () => {
  it('has exactly one topic per help route, on its own path', () => {
    expect(HELP_TOPICS.map((t) => t.slug)).toEqual([...HELP_TOPIC_SLUGS]);
    for (const topic of HELP_TOPICS) {
      expect(topic.path).toBe(`/help/${topic.slug}`);
      expect(Object.values(ROUTES)).toContain(topic.path);
      expect(topic.faqs.length).toBeGreaterThan(0);
    }
  });

  it.each([
    ['overview', true],
    ['OVERVIEW', true],
    ['mobileApp', true],
    ['unknown', false],
    ['', false],
    [undefined, false],
  ])('finds %p: %p', (slug, found) => {
    expect(findHelpTopic(slug) !== null).toBe(found);
  });

  it.each([
    ['metrics', /Insights and Metrics need a Pro or Enterprise subscription/],
    ['insights', /Insights and Metrics need a Pro or Enterprise subscription/],
    ['recommender', /Recommender needs an Enterprise AI subscription/],
    ['storyboardcreator', /StoryMaker needs an Enterprise subscription/],
    ['videocreator', /Studio Render needs an Enterprise subscription/],
    ['storyboards', /Curating content before it is released to the mobile app needs an Enterprise/],
    ['storyboards', /Customising marketplace storyboards needs a paid plan: Starter or above/],
    ['overview', /private Dev code for testing and a public-facing Live code.*More codes are available on Enterprise/],
    ['mobileapp', /free.*anonymously with your project code/],
    ['mobileapp', /training in the app takes about 3 minutes/],
    ['overview', /1080p HD.*iOS and Android.*HLS streaming/],
    ['overview', /delivered in about 2 weeks/],
    ['storyboards', /Dev project code first\. "Move to live" then releases it to your public Live code/],
    ['storyboards', /changes itself to published/],
    ['storyboards', /suspend it first\. It goes back to draft \(dev\); edit it, save it and release it again/],
    ['storyboards', /back to dev so you can test it, then move it to live \(production\)/],
  ])('%s states %p', (slug, fact) => {
    expect(textOf(slug)).toMatch(fact);
  });

  it('keeps Subscriptions & Cancellations to emailing for upgrade, downgrade or cancel', () => {
    const topic = findHelpTopic('purchaserefund');
    expect(topic?.faqs.map((f) => f.question)).toEqual([
      'How do I upgrade my subscription?',
      'How do I downgrade my subscription?',
      'How do I cancel my subscription?',
    ]);
    for (const faq of topic?.faqs ?? []) expect(faq.answer.join(' ')).toMatch(/^Email our support team at \S+@\S+/);
  });
});
