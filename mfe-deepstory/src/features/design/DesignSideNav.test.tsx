import { fireEvent, screen, within } from '@testing-library/react';
import { renderAt } from '../../testing/renderAt';
import { SIDE_NAV_COLLAPSED_KEY } from './sideNavPreference';

const toggle = (): HTMLElement => screen.getByRole('button', { name: 'Deep Story sections menu' });
const nav = (): HTMLElement => screen.getByRole('navigation', { name: 'Deep Story sections' });

beforeEach(() => localStorage.clear());

describe('Deep Story side navigation', () => {
  it('starts expanded, then collapses and expands again with its button', async () => {
    renderAt('/deepstory/dgdesign');
    await screen.findByRole('heading', { level: 1, name: 'DG DESIGN' });
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav()).getByRole('link', { name: 'Content Design' })).toBeVisible();

    fireEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav()).queryByRole('link')).not.toBeInTheDocument();

    fireEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav()).getAllByRole('link')).toHaveLength(8);
  });

  it('points the button at the list it controls', async () => {
    renderAt('/deepstory/dgdesign');
    await screen.findByRole('heading', { level: 1, name: 'DG DESIGN' });
    const controls = toggle().getAttribute('aria-controls');
    expect(controls).toBeTruthy();
    expect(document.getElementById(controls ?? '')).toContainElement(
      within(nav()).getByRole('link', { name: 'Search Design' }),
    );
  });

  it('remembers the collapsed state across pages and visits', async () => {
    const first = renderAt('/deepstory/contentdesign');
    await screen.findByRole('heading', { level: 1, name: 'CONTENT DESIGN' });
    fireEvent.click(toggle());
    expect(localStorage.getItem(SIDE_NAV_COLLAPSED_KEY)).toBe('true');
    first.unmount();

    const second = renderAt('/deepstory/searchdesign');
    await screen.findByRole('heading', { level: 1, name: 'SEARCH DESIGN' });
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle());
    expect(localStorage.getItem(SIDE_NAV_COLLAPSED_KEY)).toBe('false');
    second.unmount();

    renderAt('/deepstory/metricsdesign');
    await screen.findByRole('heading', { level: 1, name: 'METRICS DESIGN' });
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves between design pages and marks the current one', async () => {
    renderAt('/deepstory/contentdesign');
    await screen.findByRole('heading', { level: 1, name: 'CONTENT DESIGN' });
    fireEvent.click(within(nav()).getByRole('link', { name: 'Marketing Design' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'MARKETING DESIGN' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/deepstory\/marketingdesign$/);
    expect(within(nav()).getByRole('link', { current: 'page' })).toHaveTextContent('Marketing Design');
  });
});
