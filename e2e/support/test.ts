import { expect, test as base } from '@playwright/test';

export { expect };

/**
 * Every journey runs under the portal's Content-Security-Policy and fails when the browser
 * refuses anything for it: a page that works only because nothing was blocked proves
 * little, and a missing source (a new remote origin, an image host) shows up here first.
 * A journey that provokes a refusal on purpose describes it in `expectedCspViolations`.
 */
export const test = base.extend<{ expectedCspViolations: RegExp | null; cspGuard: void }>({
  expectedCspViolations: [null, { option: true }],
  cspGuard: [
    async ({ context, expectedCspViolations }, use) => {
      const refused: string[] = [];
      context.on('console', (message) => {
        const text = message.text();
        if (/Content Security Policy/i.test(text) && !expectedCspViolations?.test(text)) refused.push(text);
      });
      await use();
      expect(refused, 'what the Content-Security-Policy refused').toEqual([]);
    },
    { auto: true },
  ],
});
