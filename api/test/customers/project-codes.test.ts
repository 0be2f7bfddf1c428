import { projectCodeSchema } from '../../src/contracts';
import {
  devCodeCandidates,
  firstFreeCode,
  liveCodeCandidates,
  NoFreeProjectCodeError,
} from '../../src/plugins/app/customers/project-codes';

const take = (gen: Generator<string>, n: number): string[] => Array.from({ length: n }, () => gen.next().value as string);

describe('derived project codes', () => {
  it.each([
    ['acme', ['acme-dev', 'acme-dev2', 'acme-dev3']],
    ['a-very-long-live-cod', ['a-very-long-live-dev', 'a-very-long-liv-dev2', 'a-very-long-liv-dev3']],
    ['abcdefghijklmnop-xyz', ['abcdefghijklmnop-dev', 'abcdefghijklmno-dev2', 'abcdefghijklmno-dev3']],
    ['abcdefghijklmno-wxyz', ['abcdefghijklmno-dev', 'abcdefghijklmno-dev2', 'abcdefghijklmno-dev3']],
  ])('Dev codes of %s', (live, expected) => {
    expect(take(devCodeCandidates(live), 3)).toEqual(expected);
  });

  it.each([
    ['nia@example.test', ['nia', 'nia-2']],
    ['Nia.Okafor+promo@example.test', ['nia-okafor-promo', 'nia-okafor-promo-2']],
    ['___@example.test', ['project', 'project-2']],
    ['averyveryverylongname.withdots@x.test', ['averyveryverylongnam', 'averyveryverylongn-2']],
  ])('Live codes of %s', (email, expected) => {
    expect(take(liveCodeCandidates(email), 2)).toEqual(expected);
  });

  it('only ever proposes codes the project code schema accepts, up to 20 characters', () => {
    const samples = [
      ...take(devCodeCandidates('x'.repeat(20)), 99),
      ...take(devCodeCandidates('ab-'.repeat(6) + 'ab'), 99),
      ...take(liveCodeCandidates(`${'y'.repeat(40)}@z.test`), 99),
      ...take(liveCodeCandidates('--__--@z.test'), 5),
    ];
    for (const code of samples) {
      expect(code.length).toBeLessThanOrEqual(20);
      expect(projectCodeSchema.parse(code)).toBe(code);
      expect(code).not.toMatch(/--/);
    }
    expect(new Set(take(devCodeCandidates('x'.repeat(20)), 99)).size).toBe(99);
  });

  it('picks the first free candidate, and fails when none is', async () => {
    const taken = new Set(['acme-dev', 'acme-dev2']);
    expect(await firstFreeCode(devCodeCandidates('acme'), async (c) => taken.has(c))).toBe('acme-dev3');
    await expect(firstFreeCode(devCodeCandidates('acme'), async () => true)).rejects.toBeInstanceOf(NoFreeProjectCodeError);
  });
});
