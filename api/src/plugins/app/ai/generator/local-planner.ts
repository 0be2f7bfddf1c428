import { createHash } from 'node:crypto';
import { AI_FORMATS, AI_LIMITS, AI_SHOT_TYPES, DEEPSTORY_MESSAGES, UGC_VALUES, type AiMetadata, type AiShotType } from '../../../../contracts';
import type { Transition } from '../kdenlive-settings';
import { clip, composeStoryboard, fitDurations, type ShotDraft } from './compose';
import type { GenerationRequest, PlanBrief, StoryboardGenerator } from './port';

/*
 * The local planner (docs/adr/029): the default storyboard generator, with no network and
 * no model. It is a rule-based planner, not an AI: it picks a structure for the angle
 * (story-led, interview-led, B-roll-led, a journey, a quick-cut montage), a shot count from
 * the length, and alternates Interview and B-Roll by that structure (B-Roll establishing the
 * scene, interviews carrying the objectives, B-Roll cutaways illustrating them, a closing
 * shot); it writes each shot's texts from templates filled with the brief's own words
 * (purpose, objectives, key topics, storyteller, audience, orientation) and shares the
 * length out as whole seconds. The same brief always gives the same storyboard: every
 * choice comes from a generator seeded with a hash of the brief and the angle.
 */

const I = AI_SHOT_TYPES.interview;
const B = AI_SHOT_TYPES.bRoll;

/** What a shot does in the storyboard; its texts and its share of the length follow from it. */
type Role = 'establishing' | 'coldOpen' | 'objective' | 'question' | 'story' | 'cutaway' | 'people' | 'detail' | 'closing' | 'callToAction';

/** Relative length of each role (the interview-led angle stretches interviews further). */
const ROLE_WEIGHT: Readonly<Record<Role, number>> = {
  establishing: 0.8,
  coldOpen: 0.7,
  objective: 1.4,
  question: 1.2,
  story: 1.2,
  cutaway: 0.8,
  people: 0.9,
  detail: 0.7,
  closing: 0.8,
  callToAction: 1,
};

/** A take on the brief: its structure, pace and title. */
interface Angle {
  readonly label: string;
  readonly summary: string;
  /** Seconds an average shot lasts. */
  readonly pace: number;
  /** How much longer than usual its interviews run. */
  readonly interviewStretch: number;
  readonly transition: Transition;
  /** The shot types in order, for `n` shots (n >= 3). */
  types(n: number, rand: () => number): AiShotType[];
  title(subject: string, brief: PlanBrief): string;
}

/** Sets an interview in the middle of an all-B-Roll sequence. */
function withInterview(types: AiShotType[]): AiShotType[] {
  if (!types.includes(I)) types[Math.floor(types.length / 2)] = I;
  return types;
}

const ANGLES: readonly Angle[] = [
  {
    label: 'Story-led',
    summary: 'A story told in turns: B-Roll sets the scene, the storyteller carries each objective, cutaways show it.',
    pace: 8,
    interviewStretch: 1,
    transition: 'dissolve',
    types(n, rand) {
      const t: AiShotType[] = Array.from({ length: n }, (_, i) => (i % 2 === 1 ? I : B));
      t[n - 1] = B;
      if (n > 3 && t[n - 2] === B) t[n - 2] = I;
      // Now and then a second cutaway in a row: a short visual sequence.
      if (n >= 7 && rand() < 0.5) t[3] = B;
      return withInterview(t);
    },
    title: (subject) => `${subject}: the story`,
  },
  {
    label: 'Interview-led',
    summary: 'The storyteller speaks for most of it: a cold open in their words, longer answers, B-Roll as short cutaways.',
    pace: 12,
    interviewStretch: 1.4,
    transition: 'cut',
    types(n) {
      const t: AiShotType[] = [I, B, ...Array.from({ length: n - 2 }, (_, i) => ([I, I, B] as const)[i % 3] ?? I)];
      t[n - 1] = I;
      if (n > 4 && t[n - 2] === I && t[n - 3] === I) t[n - 2] = B;
      return t;
    },
    title: (subject, brief) => `${subject}, in ${clip(brief.storyteller, 60)}'s words`,
  },
  {
    label: 'B-Roll-led',
    summary: 'Pictures first: sequences of B-Roll with the storyteller heard in a few short interviews.',
    pace: 6,
    interviewStretch: 0.9,
    transition: 'wipe',
    types(n) {
      const t: AiShotType[] = [B, ...Array.from({ length: n - 1 }, (_, i) => ([B, I, B] as const)[i % 3] ?? B)];
      t[n - 1] = B;
      return withInterview(t);
    },
    title: (subject) => `${subject} in pictures`,
  },
  {
    label: 'Journey',
    summary: 'From start to finish: the before, the doing and the result, each told and then shown.',
    pace: 9,
    interviewStretch: 1.1,
    transition: 'slide',
    types(n, rand) {
      const t: AiShotType[] = Array.from({ length: n }, (_, i) => (i % 2 === 0 ? B : I));
      // Ends on the result (B-Roll) or on the storyteller's reflection (Interview).
      t[n - 1] = rand() < 0.5 ? B : I;
      return withInterview(t);
    },
    title: (subject) => `${subject}: from start to finish`,
  },
  {
    label: 'Montage',
    summary: 'Quick cuts: runs of short B-Roll shots, the storyteller in brief lines between them.',
    pace: 5,
    interviewStretch: 0.8,
    transition: 'cut',
    types(n) {
      const t: AiShotType[] = Array.from({ length: n }, (_, i) => (i % 4 === 3 ? I : B));
      t[n - 1] = B;
      return withInterview(t);
    },
    title: (subject, brief) => `${subject} in ${brief.lengthSeconds} seconds`,
  },
];

/** Shortest shot the planner makes, in seconds. */
const MIN_SHOT_S = 2;
const MIN_SHOTS = 3;

/** A generator of numbers in [0, 1) from a 32-bit seed (mulberry32). */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The hash of the brief and the angle: the seed of every choice, and of the shot ids. */
function briefHash(brief: PlanBrief, angle: number): Buffer {
  const canonical = JSON.stringify([brief.purpose, brief.objectives, brief.topic, brief.storyteller, brief.targetAudience, brief.format, brief.lengthSeconds, angle]);
  return createHash('sha256').update(canonical).digest();
}


const STOP_WORDS = new Set(
  'about above after again against also because been before being below between both could does doing down during each from further have having here into itself just more most much must only other ought ours over same should some such than that their theirs them then there these they this those through under until very what when where which while whom with would your yours will want need make made like more than many show shows people video videos'.split(' '),
);

/** The brief's words worth a tag: four letters or more, no common words, most frequent first. */
function keywords(texts: readonly string[], max: number): string[] {
  const counts = new Map<string, { n: number; first: number }>();
  let position = 0;
  for (const text of texts) {
    for (const word of text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? []) {
      const w = word.replace(/'s$/, '').replace(/^[-']+|[-']+$/g, '');
      if (w.length < 4 || STOP_WORDS.has(w) || /^\d+$/.test(w)) continue;
      const seen = counts.get(w);
      counts.set(w, { n: (seen?.n ?? 0) + 1, first: seen?.first ?? position++ });
    }
  }
  return [...counts.entries()].sort((a, b) => b[1].n - a[1].n || a[1].first - b[1].first).slice(0, max).map(([w]) => w);
}

/** Key topics as separate questions or points: one a line, or split after each question mark. */
function topicsOf(topic: string): string[] {
  return topic
    .split(/\r?\n|(?<=\?)\s+|;\s*/)
    .map((t) => t.replace(/^[-*•\d.)\s]+/, '').trim())
    .filter((t) => t.length > 2);
}

const sentence = (text: string): string => {
  const t = text.trim().replace(/\s+/g, ' ');
  return /[.!?…]$/.test(t) ? t : `${t}.`;
};
const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const bare = (text: string): string => text.trim().replace(/[.!?…]+$/, '');

const INTERVIEW_TIPS = [
  'Ask open questions and have the answer repeat the question, so each answer stands alone without your voice.',
  'Film in a quiet room and record ten seconds of silence before you start: it hides the edits later.',
  'Light the face from one side (a window beside them, never behind them) for depth.',
  'Keep rolling after the answer ends: the unplanned remark is often the best line.',
  'Put the camera at eye level and have them look at you, just beside the lens, not into it.',
] as const;

const B_ROLL_TIPS = [
  'Hold every shot steady for at least ten seconds: the edit can always make it shorter.',
  'Film the same action wide, medium and close, so the editor can cut between them.',
  'Move the camera slowly and on purpose: a slow push-in or pan reads better than a zoom.',
  'Film hands, faces and details: they carry feeling without words.',
  'Shoot in open shade or the golden hour for soft, even light.',
] as const;

/** Each shot's role from the types: the first and last shots frame the story, the interviews between carry the objectives. */
function rolesOf(types: readonly AiShotType[], rand: () => number): Role[] {
  const last = types.length - 1;
  let brolls = 0;
  const offset = Math.floor(rand() * 3);
  return types.map((type, i) => {
    if (i === 0) return type === B ? 'establishing' : 'coldOpen';
    if (i === last) return type === B ? 'closing' : 'callToAction';
    if (type === I) return 'objective';
    return (['cutaway', 'people', 'detail'] as const)[(brolls++ + offset) % 3] ?? 'cutaway';
  });
}

/**
 * Which objectives each shot speaks to: every objective in some shot; one each to the
 * interviews between the first and last shots, in order; when they cannot hold them all (a
 * few each at most), the opening and closing interviews and the B-Roll take some as well.
 */
function placeObjectives(objectives: readonly string[], roles: readonly Role[], types: readonly AiShotType[]): string[][] {
  const middle = roles.map((r, i) => (r === 'objective' ? i : -1)).filter((i) => i >= 0);
  const order = [
    ...middle,
    ...types.map((t, i) => (t === I && roles[i] !== 'objective' ? i : -1)).filter((i) => i >= 0),
    ...types.map((t, i) => (t === B ? i : -1)).filter((i) => i >= 0),
  ];
  const perShot = Math.max(3, Math.ceil(objectives.length / types.length));
  const slots = middle.length > 0 && objectives.length <= middle.length * perShot ? middle : order;
  const placed: string[][] = types.map(() => []);
  objectives.forEach((objective, k) => {
    let at = k % slots.length;
    while ((placed[slots[at] ?? 0]?.length ?? 0) >= perShot) at = (at + 1) % slots.length;
    placed[slots[at] ?? 0]?.push(objective);
  });
  return placed;
}

interface ShotContext {
  readonly brief: PlanBrief;
  /** The purpose as a quoted phrase. */
  readonly purpose: string;
  readonly audience: string;
  readonly portrait: boolean;
  readonly objectives: readonly string[];
  /** The objective the storyteller spoke to last (a cutaway shows it). */
  readonly nearby: string | null;
  readonly question: string | null;
  readonly rand: () => number;
  readonly keywords: readonly string[];
  /** One of a role's variants, each in turn, so two shots of a role are titled differently. */
  readonly variant: (key: string, options: readonly string[]) => string;
}

/** The texts of one shot from its role and the brief. */
function writeShot(role: Role, type: AiShotType, c: ShotContext): Omit<ShotDraft, 'duration_seconds' | 'type' | 'transition'> {
  const s = c.brief.storyteller;
  const frame = c.portrait ? 'tall 9:16 vertical frame' : 'wide 16:9 frame';
  const first = bare(c.objectives[0] ?? c.nearby ?? c.brief.purpose);
  const quoted = c.objectives.map((o) => `"${bare(o)}"`).join('; ');
  const carrying = c.objectives.length > 0 ? ` It speaks to the objective${c.objectives.length > 1 ? 's' : ''} ${quoted}.` : '';
  const shown = bare(c.nearby ?? first);
  let title: string;
  let description: string;
  let story: string;
  let visual: string;
  switch (role) {
    case 'establishing':
      title = c.variant(role, ['Setting the scene', 'Where it happens', 'Opening view']);
      description = `An establishing view of where it all happens, so ${c.audience} know where they are from the first second.${carrying}`;
      story = `Open on the setting of ${c.purpose}: show the place and who is there before anyone speaks.${carrying}`;
      visual = 'a wide establishing view of the place where the story happens, people at work in the distance';
      break;
    case 'coldOpen':
      title = `${clip(s, 80)}, straight in`;
      description = `${s} opens with one strong line, before anything else is shown.${carrying}`;
      story = `Ask ${s} for one sentence that sums up why ${c.purpose} matters to ${c.audience}; use the strongest take.${carrying}`;
      visual = `a tight close-up of ${s} speaking with conviction, shallow depth of field`;
      break;
    case 'objective':
      title = capital(clip(first, 80));
      description = `${s} speaks to ${quoted}, in their own words, for ${c.audience}.`;
      story = `Ask ${s} to speak to ${quoted}: what it means, why it matters and one real example.${c.question ? ` Prompt: ${sentence(c.question)}` : ''}`;
      visual = `a medium close-up of ${s} answering an interview question about ${first}, looking just past the camera`;
      break;
    case 'question':
      title = capital(clip(bare(c.question ?? first), 80));
      description = `${s} answers a key question of the brief: ${sentence(c.question ?? first)}${carrying}`;
      story = `Put this question to ${s}: ${sentence(c.question ?? first)} Ask for a concrete answer ${c.audience} can picture.${carrying}`;
      visual = `a medium shot of ${s} thinking before answering, relaxed and natural`;
      break;
    case 'story':
      title = c.variant(role, [`${clip(s, 80)}: a moment that mattered`, 'A story from the inside', 'One real example']);
      description = `A personal moment from ${s} that shows what it changed for someone.${carrying}`;
      story = `Ask ${s} to tell one short story, with a beginning and an end, about a moment that made a difference.${carrying}`;
      visual = `a warm medium shot of ${s} telling a story, smiling, soft light`;
      break;
    case 'cutaway':
      title = c.variant(role, [`Showing it: ${clip(shown, 60)}`, `In action: ${clip(shown, 60)}`, 'What it looks like']);
      description = `B-Roll that shows what the storyteller has just described: ${shown}.${carrying}`;
      story = `Show, don't tell: film the action behind "${shown}", so the words have pictures.${carrying}`;
      visual = `hands-on action that shows ${shown}, filmed close`;
      break;
    case 'people':
      title = c.variant(role, ['The people it is for', 'Faces of the story', 'Who it reaches']);
      description = `The people this is for, ${c.audience} among them, seen taking part.${carrying}`;
      story = `Film ${c.audience} taking part: reactions, smiles and moments that show why it matters to them.${carrying}`;
      visual = `a group of ${c.audience} taking part, candid and natural`;
      break;
    case 'detail':
      title = c.variant(role, ['The details', 'Up close', 'The small things']);
      description = `Close details: the objects, hands and textures that make it real.${carrying}`;
      story = `Collect close shots of the details of ${c.purpose}: tools, signs, hands at work.${carrying}`;
      visual = 'an extreme close-up of hands at work and the objects of the story';
      break;
    case 'closing':
      title = c.variant(role, ['Closing image', 'The last word in pictures', 'Final shot']);
      description = `A closing image that leaves ${c.audience} with the feeling of the story, with room for the closing logo.${carrying}`;
      story = `End on a calm, hopeful image of ${c.purpose}; hold it long enough for the closing logo.${carrying}`;
      visual = 'a wide closing view at golden hour, people leaving together, space for a logo';
      break;
    case 'callToAction':
      title = 'The ask';
      description = `${s} tells ${c.audience} what to do next.${carrying}`;
      story = `Ask ${s} to end with one clear invitation to ${c.audience}: what to do next and why now.${carrying}`;
      visual = `${s} looking into the camera with a friendly, direct expression`;
      break;
  }
  const interview = type === I;
  const framing = interview
    ? c.portrait
      ? `Frame ${s} head and shoulders in the upper third of the vertical frame, eyes level with the camera, and record sound with a close microphone.`
      : `Frame ${s} in a medium close-up, off-centre with room on the side they face, and record sound with a lapel or close microphone.`
    : c.portrait
      ? 'Hold the phone upright and keep the action in the centre of the vertical frame.'
      : 'Film landscape, steady, with the action on the thirds of the frame.';
  const tip = interview ? c.variant('interview tip', INTERVIEW_TIPS) : c.variant('b-roll tip', B_ROLL_TIPS);
  const roleTag = role === 'callToAction' ? 'call to action' : role === 'coldOpen' ? 'cold open' : role;
  return {
    title,
    description,
    ugc: role === 'closing' ? UGC_VALUES.No : UGC_VALUES.Yes,
    story_guide: story,
    film_guide: `${framing} ${DEEPSTORY_MESSAGES.filmmakingTipMarker} ${tip}`,
    shot_image_prompt: `Storyboard sketch, ${frame}: ${visual}. For ${c.audience}. Pencil lines, simple shapes, no text.`,
    tags: [interview ? 'interview' : 'b-roll', roleTag, ...keywords([...c.objectives, role === 'cutaway' ? shown : ''], 2), ...c.keywords.slice(0, 1)],
  };
}

/** How many shots: the length at the angle's pace, give or take a fifth, within what whole seconds allow. */
function shotCount(angle: Angle, lengthSeconds: number, rand: () => number): number {
  const most = Math.min(AI_LIMITS.SHOTS_MAX, Math.floor(lengthSeconds / MIN_SHOT_S));
  const least = Math.min(most, Math.max(MIN_SHOTS, Math.ceil(lengthSeconds / AI_LIMITS.SHOT_DURATION_MAX_S)));
  const n = Math.round((lengthSeconds / angle.pace) * (0.8 + rand() * 0.45));
  return Math.min(most, Math.max(least, n));
}

/** The storyboard of one angle of the brief (see the header). */
export function planStoryboard(request: GenerationRequest): AiMetadata {
  const { brief } = request;
  const angle = ANGLES[request.angle % ANGLES.length] ?? (ANGLES[0] as Angle);
  const hash = briefHash(brief, request.angle);
  const rand = seeded(hash.readUInt32BE(0));
  const n = shotCount(angle, brief.lengthSeconds, rand);
  // Fewer than three shots only for a length under six seconds: told, then shown.
  const types = n >= MIN_SHOTS ? angle.types(n, rand) : n === 1 ? [I] : [I, B];
  const questions = topicsOf(brief.topic);
  const subject = clip(bare(brief.purpose), 90);
  // The angle leads with its own objective.
  const k = brief.objectives.length;
  const objectives = brief.objectives.map((_, i) => brief.objectives[(i + request.angle) % k] as string);
  const roles = rolesOf(types, rand);
  const placed = placeObjectives(objectives, roles, types);
  // An interview left without an objective (more interviews than objectives) takes a key topic, or a story.
  let topicAt = 0;
  const questionOf = roles.map((role, i) => {
    if (role !== 'objective') return null;
    const question = questions.length > 0 ? (questions[topicAt++ % questions.length] ?? null) : null;
    if ((placed[i]?.length ?? 0) === 0) roles[i] = question ? 'question' : 'story';
    return question;
  });
  const purpose = `"${clip(bare(brief.purpose), 120)}"`;
  const audience = brief.targetAudience ? bare(brief.targetAudience) : 'the audience';
  const words = keywords([brief.purpose, ...brief.objectives, brief.topic], 6);
  const turns = new Map<string, number>();
  const variantOffset = Math.floor(rand() * 5);
  const variant = (key: string, options: readonly string[]): string => {
    const turn = turns.get(key) ?? 0;
    turns.set(key, turn + 1);
    return options[(turn + variantOffset) % options.length] ?? '';
  };
  const weights = roles.map((role, i) => {
    const stretch = types[i] === I ? angle.interviewStretch : 1;
    return ROLE_WEIGHT[role] * stretch * (0.85 + rand() * 0.3);
  });
  const durations = fitDurations(weights, brief.lengthSeconds, Math.min(MIN_SHOT_S, Math.floor(brief.lengthSeconds / n)));
  let lastSpoken: string | null = null;
  const shots: ShotDraft[] = roles.map((role, i) => {
    const mine = placed[i] ?? [];
    const type = types[i] ?? B;
    const texts = writeShot(role, type, {
      brief,
      purpose,
      audience,
      portrait: brief.format === AI_FORMATS.portrait,
      objectives: mine,
      nearby: lastSpoken,
      question: questionOf[i] ?? null,
      rand,
      keywords: words,
      variant,
    });
    if (type === I && mine[0]) lastSpoken = mine[0];
    return { ...texts, type, duration_seconds: durations[i] ?? MIN_SHOT_S };
  });
  const interviews = types.filter((t) => t === I).length;
  const orientation = brief.format === AI_FORMATS.portrait ? 'portrait' : 'landscape';
  const idPrefix = hash.toString('hex').slice(0, 10);
  return composeStoryboard(
    {
      title: angle.title(capital(subject), brief),
      description:
        `${angle.summary} A ${brief.lengthSeconds}-second ${orientation} video for ${audience}, told by ${brief.storyteller}: ` +
        `${n} shots, ${interviews} interview${interviews === 1 ? '' : 's'} and ${n - interviews} B-Roll. Objectives: ${brief.objectives.map(bare).join('; ')}.`,
      tags: [...words, angle.label.toLowerCase(), orientation],
      shots,
      transition: angle.transition,
    },
    request,
    shots.map((_, i) => `${idPrefix}-${i + 1}`),
  );
}

/** The takes a series has on its brief, in order (angle i is ANGLE_GUIDES[i % 5]); the chat adapter asks for the same. */
export const ANGLE_GUIDES: readonly { readonly label: string; readonly summary: string }[] = ANGLES.map((a) => ({ label: a.label, summary: a.summary }));

/** The local planner as the generator port (no network; `signal` only stops it before it starts). */
export function localPlanner(): StoryboardGenerator {
  return {
    name: 'local-planner',
    async generate(request, signal) {
      signal.throwIfAborted();
      return planStoryboard(request);
    },
  };
}
