import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LIGHTHOUSE_TARGETS, medianRun } from './lighthouse.mjs';

const run = (performance, accessibility = 100) => ({ page: '/', formFactor: 'mobile', performance, accessibility, ok: performance >= LIGHTHOUSE_TARGETS.mobile && accessibility >= 100 });

describe("Lighthouse's median run", () => {
  it('reports the run of median performance, with every run\'s score', () => {
    assert.deepEqual(medianRun([run(81), run(92), run(88)]), { ...run(88), runs: [81, 92, 88] });
    assert.equal(medianRun([run(95)]).performance, 95);
    // An even count takes the lower middle: the figure is never flattered.
    assert.equal(medianRun([run(91), run(80), run(89), run(97)]).performance, 89);
  });

  it('meets the targets only when the median does and every run is fully accessible', () => {
    assert.equal(medianRun([run(91), run(93), run(95)]).ok, true);
    assert.equal(medianRun([run(85), run(93), run(89)]).ok, false);
    assert.equal(medianRun([run(91), run(93, 96), run(95)]).ok, false);
  });

  it('refuses no runs', () => {
    assert.throws(() => medianRun([]), /No Lighthouse run/);
  });
});
