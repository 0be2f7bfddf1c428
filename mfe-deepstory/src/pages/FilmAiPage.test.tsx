import { screen, within } from '@testing-library/react';
import { aiDetail } from '../testing/aiStoryboardFixtures';
import { fakeAiApi, ok } from '../testing/fakeAiApi';
import { renderAt } from '../testing/renderAt';

jest.setTimeout(30_000);
beforeEach(() => localStorage.clear());

function api(): void {
  const fake = fakeAiApi();
  fake.on('GET', '/ai/getAIStoryboard', ok(aiDetail({ post_production_process_status: 3, kdenlive_process_status: 3 })));
  fake.on('GET', '/ai/getStoryboardRequestDetail', ok({ purpose: 'P', objectives: 'O', topic: '', storyteller: 'S', target_audience: '', orientation: 0, video_length: 30 }));
  fake.on('POST', '/proxy/v1/customers/42/asset-urls', ok([]));
}

describe('the Deep Story routes of the storyboard and its film step', () => {
  it('shows the film step in the Deep Story frame: collapsible side navigation and profile settings', async () => {
    api();
    renderAt('/deepstory/discovery/series/storyboard/filmai?user_id=42&id=7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Film Ai' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Deep Story sections' });
    expect(within(nav).getByLabelText('Deep Story sections menu')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Profile settings').closest('a')).toHaveAttribute('href', '/subscription');
    expect(await screen.findByText('Post-production settings')).toBeInTheDocument();
  });

  it('shows the storyboard page on its route', async () => {
    api();
    renderAt('/deepstory/discovery/series/storyboard?user_id=42&id=7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our community garden' })).toBeInTheDocument();
    expect(document.title).toContain('Storyboard Detail');
  });
});
