/**
 * A task boundary: what runs after it starts a task of its own, so the browser can paint
 * and handle input in between (a timer, not a microtask).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs each stage after the one before has settled, each in a task of its own
 * (docs/adr/051): the shell's start-up is then several short tasks instead of one long one.
 * A stage that fails is left to the stage that needs its module, which loads it again and
 * reports the failure where it can be shown.
 */
export async function inStages(stages: ReadonlyArray<() => Promise<unknown>>): Promise<void> {
  for (const stage of stages) {
    await stage().catch(() => undefined);
    await nextTask();
  }
}
