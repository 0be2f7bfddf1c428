import { LOADER_MESSAGES } from '@portal/shared-contracts/core';
import { loaderTextAt, nextLoaderChangeAt } from './loaderSchedule';

const [first, second, third, fourth] = LOADER_MESSAGES.rotating;

describe('the loader schedule (002 §2, §9)', () => {
  it.each([
    [0, first],
    [9_999, first],
    [10_000, second],
    [20_000, third],
    [30_000, fourth],
    [40_000, first],
    [179_999, second],
  ])('at %p ms the cycling text is %p and no slow message shows', (ms, text) => {
    expect(loaderTextAt(ms)).toEqual({ text, slow: null });
  });

  it.each([
    [180_000, "Okay, I know it's taking a bit longer, please be patient..."],
    [299_999, "Okay, I know it's taking a bit longer, please be patient..."],
    [300_000, 'Something might be going wrong with my packaging, please hold on while I check the status...'],
    [420_000, 'Please refresh your browser or contact our support team if the issue persists.'],
    [3_600_000, 'Please refresh your browser or contact our support team if the issue persists.'],
  ])('at %p ms the slow message is %p', (ms, slow) => {
    expect(loaderTextAt(ms).slow).toBe(slow);
  });

  it('keeps cycling between the slow messages and stops at 420 s', () => {
    expect(loaderTextAt(190_000).text).toBe(loaderTextAt(150_000).text);
    expect(loaderTextAt(190_000).text).not.toBe(loaderTextAt(200_000).text);
    const frozen = loaderTextAt(420_000).text;
    for (const ms of [430_000, 440_000, 500_000, 900_000]) expect(loaderTextAt(ms).text).toBe(frozen);
  });

  it('changes next at the following 10 s turn, and never after 420 s', () => {
    expect(nextLoaderChangeAt(0)).toBe(10_000);
    expect(nextLoaderChangeAt(10_000)).toBe(20_000);
    expect(nextLoaderChangeAt(175_500)).toBe(180_000);
    expect(nextLoaderChangeAt(419_999)).toBe(420_000);
    expect(nextLoaderChangeAt(420_000)).toBeNull();
  });
});
