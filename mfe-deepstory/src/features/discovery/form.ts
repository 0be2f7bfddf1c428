import { AI_REQUEST_TYPES, DISCOVERY_LENGTH_S, DISCOVERY_MESSAGES as M, LOCAL_STORAGE_KEYS } from '@portal/shared-contracts/core';
import { AI_FORMATS } from '@portal/shared-contracts/storyboards';
import { AI_LIMITS, splitObjectives, type DiscoveryRequest } from '@portal/shared-contracts/deepstory';

/** The orientation select's values: '' is its "Select Orientation" default, which is not valid. */
export type Orientation = '' | keyof typeof AI_FORMATS;

/** The brief as the form holds it (002 §2 brief fields). */
export interface DiscoveryValues {
  readonly purpose: string;
  readonly objectives: readonly string[];
  readonly keyTopics: string;
  readonly storyteller: string;
  readonly targetAudience: string;
  readonly orientation: Orientation;
  /** Seconds; null while the field is empty. */
  readonly length: number | null;
}

export type DiscoveryField = keyof DiscoveryValues;
export type DiscoveryErrors = Partial<Record<DiscoveryField, string>>;

/** The fields in the order Enter moves through them (002 §2). */
export const FIELD_ORDER: readonly DiscoveryField[] = ['purpose', 'objectives', 'keyTopics', 'storyteller', 'targetAudience', 'orientation', 'length'];

export const EMPTY_VALUES: DiscoveryValues = { purpose: '', objectives: [], keyTopics: '', storyteller: '', targetAudience: '', orientation: '', length: null };

/** The field after `field`, or null after the last. */
export const nextField = (field: DiscoveryField): DiscoveryField | null => FIELD_ORDER[FIELD_ORDER.indexOf(field) + 1] ?? null;

/** The length's problem, if any: required, at most 120 s (002 §5), at least 30 s (ours). */
function lengthProblem(length: number | null): string | undefined {
  if (length === null) return M.lengthRequired;
  if (length > DISCOVERY_LENGTH_S.MAX) return M.lengthMax;
  if (length < DISCOVERY_LENGTH_S.MIN) return M.lengthMin;
  return undefined;
}

/** Every problem of the brief (002 §5); key topics and target audience are optional. */
export function validateDiscovery(values: DiscoveryValues): DiscoveryErrors {
  const problems: DiscoveryErrors = {
    purpose: values.purpose.trim() === '' ? M.purposeRequired : undefined,
    objectives: values.objectives.length === 0 ? M.objectiveRequired : undefined,
    storyteller: values.storyteller.trim() === '' ? M.storytellerRequired : undefined,
    orientation: values.orientation === '' ? M.orientationRequired : undefined,
    length: lengthProblem(values.length),
  };
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem !== undefined));
}

/**
 * The objectives with what was typed added: trimmed, a blank one not added (002 §2), a
 * repeat not added twice. A comma starts another objective, as the request joins them
 * with commas. At most AI_LIMITS.OBJECTIVES_MAX.
 */
export function withObjective(objectives: readonly string[], typed: string): readonly string[] {
  const added = splitObjectives(typed).filter((objective, i, all) => !objectives.includes(objective) && all.indexOf(objective) === i);
  if (added.length === 0 || objectives.length >= AI_LIMITS.OBJECTIVES_MAX) return objectives;
  return [...objectives, ...added].slice(0, AI_LIMITS.OBJECTIVES_MAX);
}

/** The discovery request of a valid brief (002 §3): objectives comma-joined, type 0. */
export function toDiscoveryRequest(values: DiscoveryValues, userId: number): DiscoveryRequest {
  if (values.orientation === '' || values.length === null) throw new Error('toDiscoveryRequest needs a valid brief');
  return {
    purpose: values.purpose.trim(),
    type: AI_REQUEST_TYPES.DISCOVERY,
    topic: values.keyTopics.trim(),
    objectives: values.objectives.join(','),
    format: AI_FORMATS[values.orientation],
    second: values.length,
    end_user: values.storyteller.trim(),
    target_audience: values.targetAudience.trim(),
    user_id: userId,
  };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Reads saved values back, keeping only what has the right shape (storage may hold anything). */
export function parseSavedValues(raw: string | null): DiscoveryValues {
  if (!raw) return EMPTY_VALUES;
  let saved: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return EMPTY_VALUES;
    saved = parsed as Record<string, unknown>;
  } catch {
    return EMPTY_VALUES;
  }
  const orientation = text(saved['orientation']);
  const length = saved['length'];
  return {
    purpose: text(saved['purpose']),
    objectives: Array.isArray(saved['objectives']) ? saved['objectives'].filter((o): o is string => typeof o === 'string' && o.trim() !== '') : [],
    keyTopics: text(saved['keyTopics']),
    storyteller: text(saved['storyteller']),
    targetAudience: text(saved['targetAudience']),
    orientation: Object.hasOwn(AI_FORMATS, orientation) ? (orientation as Orientation) : '',
    length: typeof length === 'number' && Number.isInteger(length) ? length : null,
  };
}

/** The saved form (002 §2: values persist in local storage), or the empty form. */
export function loadSavedValues(storage: Storage = localStorage): DiscoveryValues {
  try {
    return parseSavedValues(storage.getItem(LOCAL_STORAGE_KEYS.DISCOVERY_FORM));
  } catch {
    return EMPTY_VALUES;
  }
}

/** Saves the form; the empty form is not kept. A browser that refuses storage keeps nothing. */
export function saveValues(values: DiscoveryValues, storage: Storage = localStorage): void {
  try {
    const empty = JSON.stringify(values) === JSON.stringify(EMPTY_VALUES);
    if (empty) storage.removeItem(LOCAL_STORAGE_KEYS.DISCOVERY_FORM);
    else storage.setItem(LOCAL_STORAGE_KEYS.DISCOVERY_FORM, JSON.stringify(values));
  } catch {
    // Storage blocked or full: the form still works, it is just not kept.
  }
}
