import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { MemoryRouter, Route, Routes, useLocation } from '@portal/shared-ui/router';
import { NAV_BADGES, NAV_LABELS, ROUTES, type NavItem } from '@portal/shared-contracts/core';
import { SideNav } from './SideNav';
import { badgeChanged, shellSlice } from './slice';

const ITEMS: NavItem[] = [
  { key: 'welcome', label: NAV_LABELS.welcome, path: ROUTES.welcome, icon: 'home', order: 0 },
  { key: 'storyboards', label: NAV_LABELS.storyboards, path: ROUTES.storyboards, icon: 'storyboards', order: 20, activePrefix: '/storyboard' },
  { key: 'videos', label: NAV_LABELS.videos, path: ROUTES.videos, icon: 'videos', order: 40, badge: NAV_BADGES.videos },
];

function Where(): string {
  return useLocation().pathname;
}

function renderNav(path: string) {
  const store = configureStore({ reducer: { shell: shellSlice.reducer } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <SideNav items={ITEMS} />
        <output aria-label="path">
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
        </output>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

const nav = () => screen.getByRole('complementary', { name: 'Main navigation' });

describe('SideNav', () => {
  it('lists each page as a link, in order, and marks the current one, a sub-page included', () => {
    renderNav('/storyboard/42');
    const links = screen.getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Welcome', ROUTES.welcome],
      ['Storyboards', ROUTES.storyboards],
      ['Videos', ROUTES.videos],
    ]);
    expect(nav()).toContainElement(screen.getByRole('link', { name: 'Welcome' }));
    expect(links.filter((l) => l.getAttribute('aria-current') === 'page')).toEqual([screen.getByRole('link', { name: 'Storyboards' })]);
  });

  it('navigates in the page on a click', async () => {
    renderNav(ROUTES.welcome);
    await userEvent.click(screen.getByRole('link', { name: 'Videos' }));
    expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent(ROUTES.videos);
    expect(screen.getByRole('link', { name: 'Videos' })).toHaveAttribute('aria-current', 'page');
  });

  it('collapses to icons, each link still named by its label and its count', async () => {
    const store = renderNav(ROUTES.welcome);
    store.dispatch(badgeChanged({ badge: NAV_BADGES.videos, count: 3 }));
    expect(await screen.findByRole('link', { name: /^Videos/ })).toContainElement(screen.getByLabelText('3 new'));
    await userEvent.click(screen.getByRole('button', { name: 'Collapse navigation' }));
    expect(screen.getByRole('button', { name: 'Expand navigation' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Welcome')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Welcome' })).toHaveAttribute('title', 'Welcome');
    expect(screen.getByRole('link', { name: 'Videos 3 new' })).toHaveAttribute('href', ROUTES.videos);
  });
});
