import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from '@portal/shared-ui/router';
import { NAV_BADGES, NAV_LABELS, ROUTES, type NavItem } from '@portal/shared-contracts/core';
import { createTestHost, jsonResponse, stubFetch, untilState, type FakeIdentity } from '../session/testing';
import { SideNav } from './SideNav';
import { fetchUnseenCount } from './videosBadgeSagas';

const UNSEEN = '/proxy/v1/customers/1/library-assets/unseen-count';
const VIDEOS_NAV: NavItem = { key: 'videos', label: NAV_LABELS.videos, path: ROUTES.videos, icon: 'videos', order: 40, badge: NAV_BADGES.videos };

const addUser = (identity: FakeIdentity, plan: string): void => {
  identity.addUser('entry@demo.test', 'Demo!2345', { 'custom:subscriptions': JSON.stringify([{ name: plan }]) });
};

/** A host whose api answers the current user (customer 1) and the unseen count from `counts`, in turn. */
function host(plan: string, counts: Array<number | 'fail'>) {
  const h = createTestHost();
  addUser(h.identity, plan);
  const fetch = stubFetch(async (url) => {
    const path = new URL(String(url)).pathname;
    if (path === '/proxy/v1/current-user') return jsonResponse(200, { result: { id: 1, role: 'customer' } });
    if (path === UNSEEN) {
      const next = counts.shift();
      return next === 'fail' || next === undefined ? jsonResponse(502, { error_code: 'X', error_message: 'down' }) : jsonResponse(200, { result: { count: next } });
    }
    return jsonResponse(204);
  });
  const unseenCalls = () => fetch.mock.calls.filter(([url]) => new URL(String(url)).pathname === UNSEEN);
  return { ...h, fetch, unseenCalls };
}

const badge = (h: ReturnType<typeof host>): number | undefined => h.store.getState().shell.badges[NAV_BADGES.videos];

describe('the Videos nav badge (000 §2)', () => {
  it('counts the unseen library assets after sign-in, and again when the Videos page marks them seen', async () => {
    const h = host('Entry', [5, 0]);
    await h.session.signIn('entry@demo.test', 'Demo!2345');
    await untilState(h.store, (s) => s.shell.badges[NAV_BADGES.videos] === 5);
    expect(h.unseenCalls()[0]?.[1]).toEqual(expect.objectContaining({ method: 'GET', headers: { Authorization: 'Bearer id:entry@demo.test' } }));

    h.bus.publish('library/seen', {});
    await untilState(h.store, (s) => s.shell.badges[NAV_BADGES.videos] === 0);
    expect(h.unseenCalls()).toHaveLength(2);

    await h.session.signOut();
    expect(badge(h)).toBe(0);
  });

  it('keeps its count when the call fails', async () => {
    const h = host('Entry', [3, 'fail']);
    await h.session.signIn('entry@demo.test', 'Demo!2345');
    await untilState(h.store, (s) => s.shell.badges[NAV_BADGES.videos] === 3);
    h.bus.publish('library/seen', {});
    await waitFor(() => expect(h.unseenCalls()).toHaveLength(2));
    // The failed answer settles within the same turn of the event loop.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(badge(h)).toBe(3);
  });

  it('is not asked for on a plan without the videos library', async () => {
    const h = host('Starter', [4]);
    await h.session.signIn('entry@demo.test', 'Demo!2345');
    await untilState(h.store, (s) => s.shell.badges[NAV_BADGES.videos] === 0);
    h.bus.publish('library/seen', {});
    expect(h.unseenCalls()).toHaveLength(0);
  });

  it('shows in the nav only when above 0', async () => {
    const h = host('Entry', []);
    render(
      <Provider store={h.store}>
        <MemoryRouter>
          <SideNav items={[VIDEOS_NAV]} />
        </MemoryRouter>
      </Provider>,
    );
    expect(screen.queryByLabelText('7 new')).not.toBeInTheDocument();
    await act(async () => {
      h.bus.publish('nav/badgeChanged', { badge: NAV_BADGES.videos, count: 7 });
    });
    expect(screen.getByRole('link', { name: /Videos/ })).toContainElement(screen.getByLabelText('7 new'));
    await act(async () => {
      h.bus.publish('nav/badgeChanged', { badge: NAV_BADGES.videos, count: 0 });
    });
    await waitFor(() => expect(screen.queryByLabelText(/new$/)).not.toBeInTheDocument());
  });
});

describe('fetchUnseenCount', () => {
  it("reads result.count of GET .../library-assets/unseen-count with the session's id token", async () => {
    const fetch = stubFetch(async () => jsonResponse(200, { result: { count: 12 } }));
    await expect(fetchUnseenCount('http://api.test', 'id-1', '9')).resolves.toBe(12);
    expect(fetch).toHaveBeenCalledWith('http://api.test/proxy/v1/customers/9/library-assets/unseen-count', expect.objectContaining({ method: 'GET' }));
  });
});
