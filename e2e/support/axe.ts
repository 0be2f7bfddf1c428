import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits until no finite CSS transition or animation is running (antd fades colours
 * for 0.2 s when a button turns enabled, a modal zooms in): axe measures the colours
 * of the moment, so a check mid-transition would judge a blend no one reads. Endless
 * animations (spinners) are left out: they never settle.
 */
export async function waitForSettledPage(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.getAnimations().every((animation) => {
        const end = animation.effect?.getComputedTiming().endTime;
        return animation.playState !== 'running' || end === undefined || end === Infinity;
      }),
    undefined,
    { polling: 'raf', timeout: 10_000 },
  );
}

/** The serious or critical violations of the page as shown, once settled. */
async function seriousViolations(page: Page): Promise<string[]> {
  await waitForSettledPage(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

/**
 * Fails on any serious or critical accessibility violation of the page as shown, once
 * settled. A page that changes while axe reads it (a job finishing enables a button, whose
 * colour then fades in) is read once more when settled again: a real violation is there
 * both times, a blend caught mid-fade is not.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const first = await seriousViolations(page);
  const serious = first.length ? await seriousViolations(page) : first;
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
}
