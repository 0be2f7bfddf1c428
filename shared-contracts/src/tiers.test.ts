import { FEATURES, ROLES, TIERS, featuresFor, hasFeature, toTier, type Feature, type Tier } from './tiers';

const F = FEATURES;

describe('featuresFor', () => {
  const table: ReadonlyArray<[Tier, Feature[]]> = [
    [TIERS.Beginner, [F.requestStoryboard]],
    [TIERS.Starter, [F.requestStoryboard, F.customiseStoryboard]],
    [TIERS.Entry, [F.requestStoryboard, F.customiseStoryboard, F.viewVideoAssets]],
    [
      TIERS.Pro,
      [
        F.requestStoryboard,
        F.customiseStoryboard,
        F.viewVideoAssets,
        F.viewInsights,
        F.viewRecommender,
        F.viewRender,
        F.viewDeepStory,
      ],
    ],
  ];

  it.each(table)('gives a %s customer exactly the 000 §4 features', (tier, expected) => {
    expect([...featuresFor(ROLES.customer, tier)].sort()).toEqual([...expected].sort());
  });

  it('gives Enterprise at least everything Pro has', () => {
    for (const feature of featuresFor(ROLES.customer, TIERS.Pro)) {
      expect(featuresFor(ROLES.customer, TIERS.Enterprise)).toContain(feature);
    }
  });

  it('grants viewDownloadKden to no tier', () => {
    for (const tier of Object.values(TIERS)) {
      expect(featuresFor(ROLES.customer, tier)).not.toContain(F.viewDownloadKden);
    }
  });

  it('gives an admin every feature whatever the tier', () => {
    const all = [...Object.values(FEATURES)].sort();
    expect([...featuresFor(ROLES.admin, null)].sort()).toEqual(all);
    expect([...featuresFor(ROLES.admin, TIERS.Beginner)].sort()).toEqual(all);
  });

  it('gives a customer without a tier nothing', () => {
    expect(featuresFor(ROLES.customer, null)).toEqual([]);
    expect(featuresFor(undefined, undefined)).toEqual([]);
  });

  it('hasFeature gates Deep Story on Pro', () => {
    expect(hasFeature(ROLES.customer, TIERS.Entry, F.viewDeepStory)).toBe(false);
    expect(hasFeature(ROLES.customer, TIERS.Pro, F.viewDeepStory)).toBe(true);
    expect(hasFeature(ROLES.admin, null, F.viewDeepStory)).toBe(true);
  });
});

describe('toTier', () => {
  it.each([
    ['Beginner', TIERS.Beginner],
    ['starter', TIERS.Starter],
    ['ENTRY', TIERS.Entry],
    [' pro ', TIERS.Pro],
    ['Enterprise', TIERS.Enterprise],
  ])('reads %j as a tier', (name, tier) => {
    expect(toTier(name)).toBe(tier);
  });

  it.each([null, undefined, '', 'Gold', 'Pro Plus'])('reads %j as no tier', (name) => {
    expect(toTier(name)).toBeNull();
  });
});
