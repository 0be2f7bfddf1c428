import { AI_FORMATS, AI_LIMITS, AI_SHOT_TYPES, DEEPSTORY_MESSAGES, aiMetadataSchema, type AiMetadata } from '../../src/contracts';
import { localPlanner, planStoryboard, type PlanBrief } from '../../src/plugins/app/ai';
import { fitDurations } from '../../src/plugins/app/ai/generator/compose';
import { planBrief } from './support';

/*
 * The local planner (docs/adr/029): storyboards whose shots fill the brief's length, in its
 * orientation, with every objective in some shot, the same for the same brief and different
 * for different briefs and angles.
 */

const plan = (brief: PlanBrief, angle = 0): AiMetadata => planStoryboard({ storyboardId: 42, brief, angle, seriesSize: 3 });
const I = AI_SHOT_TYPES.interview;
const B = AI_SHOT_TYPES.bRoll;

describe('the local planner', () => {
  it('fills every length from 30 to 120 s exactly, each shot 1 to 120 s, in both orientations and every angle', () => {
    for (const format of [AI_FORMATS.landscape, AI_FORMATS.portrait]) {
      for (let length = 30; length <= 120; length += 1) {
        for (let angle = 0; angle < AI_LIMITS.SERIES_SIZE_MAX; angle++) {
          const storyboard = plan(planBrief({ lengthSeconds: length, format }), angle);
          expect(aiMetadataSchema.safeParse(storyboard).success).toBe(true);
          expect(storyboard.format).toBe(format);
          expect(storyboard.total_duration_seconds).toBe(length);
          expect(storyboard.shots.reduce((sum, s) => sum + s.duration_seconds, 0)).toBe(length);
          for (const shot of storyboard.shots) {
            expect(shot.duration_seconds).toBeGreaterThanOrEqual(AI_LIMITS.SHOT_DURATION_MIN_S);
            expect(shot.duration_seconds).toBeLessThanOrEqual(AI_LIMITS.SHOT_DURATION_MAX_S);
          }
          expect(storyboard.shots.map((s) => s.shot_number)).toEqual(storyboard.shots.map((_, i) => i + 1));
          expect(new Set(storyboard.shots.map((s) => s.shot_id)).size).toBe(storyboard.shots.length);
        }
      }
    }
  });

  it('writes the shots in the orientation asked for', () => {
    const portrait = plan(planBrief({ format: AI_FORMATS.portrait }));
    const landscape = plan(planBrief({ format: AI_FORMATS.landscape }));
    expect(portrait.shots.every((s) => s.shot_image_prompt.includes('9:16'))).toBe(true);
    expect(landscape.shots.every((s) => s.shot_image_prompt.includes('16:9'))).toBe(true);
    expect(portrait.post_production_global_settings.video.kdenlive_ids.find((k) => k.id === 'resolution')?.value).toBe('1080x1920');
    expect(landscape.post_production_global_settings.video.kdenlive_ids.find((k) => k.id === 'resolution')?.value).toBe('1920x1080');
    expect(portrait.tags).toContain('portrait');
  });

  it('puts every objective in some shot, however many there are', () => {
    const objectives = Array.from({ length: AI_LIMITS.OBJECTIVES_MAX }, (_, i) => `Objective number ${i + 1} about ${'x'.repeat(150)} ${i}`);
    for (const lengthSeconds of [30, 60, 120]) {
      for (let angle = 0; angle < 5; angle++) {
        for (const list of [objectives.slice(0, 1), objectives.slice(0, 3), objectives]) {
          const storyboard = plan(planBrief({ objectives: list, lengthSeconds }), angle);
          for (const objective of list) {
            expect({ objective, found: storyboard.shots.some((s) => `${s.title} ${s.description} ${s.story_guide}`.includes(objective)) }).toEqual({ objective, found: true });
          }
        }
      }
    }
  });

  it('alternates Interview and B-Roll: B-Roll establishing, interviews carrying the objectives, every shot with its guides', () => {
    for (let angle = 0; angle < 5; angle++) {
      const storyboard = plan(planBrief(), angle);
      const types = storyboard.shots.map((s) => s.type);
      expect(types).toContain(I);
      expect(types).toContain(B);
      // Never more than three of a kind in a row.
      expect(types.join('')).not.toMatch(/(0{4}|1{4})/);
      for (const shot of storyboard.shots) {
        expect(shot.title.length).toBeGreaterThan(0);
        expect(shot.description.length).toBeGreaterThan(0);
        expect(shot.story_guide.length).toBeGreaterThan(0);
        expect(shot.film_guide).toContain(DEEPSTORY_MESSAGES.filmmakingTipMarker);
        expect(shot.shot_image_prompt.length).toBeGreaterThan(0);
        expect(shot.tags.length).toBeGreaterThan(0);
        expect(shot.kdenlive_ids.map((k) => k.id)).toEqual(['transition', 'transition_duration']);
        expect(shot.image_asset_id).toBeNull();
        if (shot.type === I) expect(shot.ugc).toBe('Yes');
      }
      const interviews = storyboard.shots.filter((s) => s.type === I);
      expect(planBrief().objectives.every((o) => interviews.some((s) => s.story_guide.includes(o)))).toBe(true);
    }
    expect(plan(planBrief(), 0).shots[0]?.type).toBe(B);
  });

  it('builds tags and texts from the brief', () => {
    const storyboard = plan(planBrief());
    expect(storyboard.tags).toEqual(expect.arrayContaining(['volunteers', 'beach']));
    expect(storyboard.description).toContain('young adults in Sydney');
    expect(storyboard.shots.some((s) => s.story_guide.includes('Maya, the volunteer coordinator'))).toBe(true);
    expect(storyboard.shots.some((s) => s.story_guide.includes('Why do you volunteer?'))).toBe(true);
    expect(storyboard.post_production_global_settings.video.kdenlive_ids.map((k) => k.id)).toEqual(
      expect.arrayContaining(['resolution', 'fps', 'transition', 'transition_duration']),
    );
    expect(storyboard.post_production_global_settings.video.kdenlive_ids.every((k) => k.value_list === '' || k.value_list.split(',').includes(k.value))).toBe(true);
  });

  it('is deterministic: the same brief and angle give the same storyboard', async () => {
    expect(plan(planBrief(), 1)).toEqual(plan(planBrief(), 1));
    const generator = localPlanner();
    const request = { storyboardId: 42, brief: planBrief(), angle: 2, seriesSize: 3 };
    expect(await generator.generate(request, new AbortController().signal)).toEqual(plan(planBrief(), 2));
  });

  it('gives different briefs and angles different shot counts and types', () => {
    const briefs = [
      planBrief(),
      planBrief({ purpose: 'Launch our new bakery on Main Street', objectives: ['Introduce the bakers'], lengthSeconds: 30 }),
      planBrief({ purpose: 'Explain the new enrolment process', storyteller: 'The registrar', lengthSeconds: 90 }),
      planBrief({ purpose: 'Celebrate ten years of the choir', objectives: ['Look back', 'Look forward'], lengthSeconds: 120, format: 1 }),
      planBrief({ topic: '', targetAudience: '', lengthSeconds: 75 }),
    ];
    const storyboards = briefs.flatMap((brief) => [0, 1, 2].map((angle) => plan(brief, angle)));
    expect(new Set(storyboards.map((s) => s.shots.length)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(storyboards.map((s) => s.shots.map((shot) => shot.type).join(''))).size).toBeGreaterThanOrEqual(8);
    // The angles of one brief differ from each other.
    const series = [0, 1, 2].map((angle) => plan(planBrief(), angle));
    expect(new Set(series.map((s) => s.title)).size).toBe(3);
    expect(new Set(series.map((s) => s.shots.map((shot) => shot.type).join(''))).size).toBe(3);
  });

  it('stops before it starts when asked to', async () => {
    const abort = new AbortController();
    abort.abort(new Error('stopping'));
    await expect(localPlanner().generate({ storyboardId: 1, brief: planBrief(), angle: 0, seriesSize: 1 }, abort.signal)).rejects.toThrow('stopping');
  });
});

describe('fitDurations', () => {
  it('shares a length out in whole seconds, in proportion, within the bounds', () => {
    expect(fitDurations([1, 1, 1], 30)).toEqual([10, 10, 10]);
    expect(fitDurations([1, 2, 1], 31).reduce((a, b) => a + b, 0)).toBe(31);
    expect(fitDurations([1, 100], 200, 1, 120)).toEqual([80, 120]);
    expect(fitDurations([0, 0, 0], 5)).toEqual([2, 2, 1]);
    expect(() => fitDurations([1, 1], 300)).toThrow(RangeError);
    expect(() => fitDurations([1, 1, 1], 2)).toThrow(RangeError);
  });
});
