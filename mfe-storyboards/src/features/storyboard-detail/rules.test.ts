import { FEATURES } from '@portal/shared-contracts/core';
import { storyboardDetail } from '../../testing/storyboardDetail';
import { canSeeRenderTab } from './rules';

describe('the Render tab (001 §6)', () => {
  const published = storyboardDetail({ status: 'Published' });
  it.each([
    ['an admin, Published', published, 'admin', [], true],
    ['a customer with viewRender, Published', published, 'customer', [FEATURES.viewRender], true],
    ['a customer without viewRender, Published', published, 'customer', [FEATURES.customiseStoryboard], false],
    ['a customer with viewRender, Draft', storyboardDetail({ status: 'Draft' }), 'customer', [FEATURES.viewRender], false],
    ['an admin, Rendering (render permitted)', storyboardDetail({ status: 'Rendering' }), 'admin', [], true],
    ['nobody signed in', published, null, [], false],
  ] as const)('%s: %s', (_name, storyboard, role, features, expected) => {
    expect(canSeeRenderTab(storyboard, role, features)).toBe(expected);
  });
});
