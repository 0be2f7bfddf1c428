import type { ReactElement } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@portal/shared-ui/router';
import {
  ANALYTICS_EVENTS,
  PROFILE_MENU_LABELS as L,
  currentSubscription,
  type SessionSnapshot,
  AUTH_LABELS,
  AUTH_MESSAGES,
  CHANGE_PASSWORD_MESSAGES,
} from '@portal/shared-contracts/core';
import { ServicesProvider } from '../services';
import { createTestHost, jsonResponse, stubFetch, TEST_CONFIG } from '../session/testing';
import { ProfileMenu } from './ProfileMenu';

function Where(): ReactElement {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

async function renderMenu(attributes: Record<string, string> = {}, options: { settingSaves?: boolean; role?: string } = {}) {
  const host = createTestHost();
  host.identity.addUser('pro@demo.test', 'Demo!2345', { given_name: 'Priya', family_name: 'Patel', ...attributes, 'custom:subscriptions': JSON.stringify([{ name: 'Pro' }]) });
  const settingsSent: string[] = [];
  stubFetch(async (url, init) => {
    const path = String(url);
    if (path.endsWith('/preferences/notification')) {
      const { notificationSetting } = JSON.parse(String(init?.body)) as { notificationSetting: string };
      settingsSent.push(notificationSetting);
      if (options.settingSaves === false) return jsonResponse(503, { error_code: 'UNAVAILABLE', error_message: 'Try again later' });
      host.identity.users.get('pro@demo.test')!.attributes['custom:notification-pref'] = notificationSetting;
    }
    return jsonResponse(path.endsWith('/current-user') ? 200 : 204, { result: { id: 1, role: options.role ?? 'customer' } });
  });
  await host.session.signIn('pro@demo.test', 'Demo!2345');
  const snapshot: SessionSnapshot = host.session.getSnapshot();
  const events: string[] = [];
  host.bus.subscribe('analytics/tracked', ({ name }) => events.push(name));
  render(
    <ServicesProvider value={{ config: TEST_CONFIG, bus: host.bus, session: host.session }}>
      <MemoryRouter initialEntries={['/welcome']}>
        <ProfileMenu session={snapshot} />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </ServicesProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Profile menu' }));
  return { host, events, settingsSent, menu: await screen.findByRole('menu') };
}

describe('profile menu (000 §2)', () => {
  it('shows the user and every item in order; Manage subscription is tracked', async () => {
    const { menu, events } = await renderMenu();
    expect(within(menu).getByText('Priya Patel')).toBeTruthy();
    expect(within(menu).getByText('pro@demo.test')).toBeTruthy();
    expect(within(menu).getByText(currentSubscription('Pro'))).toBeTruthy();
    const items = within(menu).getAllByRole('menuitem').map((i) => i.textContent);
    expect(items).toEqual([L.changePassword, L.needHelp, L.manageSubscription, L.termsAndCondition, L.privacyPolicy, L.updateCardDetails, L.logout]);
    fireEvent.click(within(menu).getByText(L.manageSubscription));
    expect(events).toEqual([ANALYTICS_EVENTS.manageSubscriptionClicked]);
    expect(screen.getByTestId('where').textContent).toBe('/subscription');
  });

  it('offers admins an Admin item that opens /admin', async () => {
    const { menu } = await renderMenu({}, { role: 'admin' });
    const items = within(menu).getAllByRole('menuitem').map((i) => i.textContent);
    expect(items).toEqual([L.changePassword, L.needHelp, L.manageSubscription, L.termsAndCondition, L.privacyPolicy, L.updateCardDetails, L.admin, L.logout]);
    fireEvent.click(within(menu).getByText(L.admin));
    expect(screen.getByTestId('where').textContent).toBe('/admin');
  });

  it('changes the password and saves the notification setting', async () => {
    const { menu, host } = await renderMenu();
    fireEvent.click(within(menu).getByText(L.changePassword));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(AUTH_LABELS.oldPassword), { target: { value: 'wrong' } });
    fireEvent.change(within(dialog).getByLabelText(AUTH_LABELS.newPassword), { target: { value: 'N3w!passw0rd' } });
    fireEvent.click(within(dialog).getByRole('button', { name: AUTH_LABELS.save }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(CHANGE_PASSWORD_MESSAGES.wrongOldPassword);

    fireEvent.change(within(dialog).getByLabelText(AUTH_LABELS.oldPassword), { target: { value: 'Demo!2345' } });
    fireEvent.click(within(dialog).getByLabelText(AUTH_LABELS.showPassword));
    expect((within(dialog).getByLabelText(AUTH_LABELS.newPassword) as HTMLInputElement).type).toBe('text');
    fireEvent.click(within(dialog).getByRole('button', { name: AUTH_LABELS.save }));
    expect((await within(dialog).findByRole('status')).textContent).toContain(AUTH_MESSAGES.changePasswordSuccess);
    expect(host.identity.users.get('pro@demo.test')!.password).toBe('N3w!passw0rd');
  });

  it('sends no password when a field is empty, and still saves the setting', async () => {
    const { menu, host } = await renderMenu();
    const change = jest.spyOn(host.identity, 'changePassword');
    fireEvent.click(within(menu).getByText(L.changePassword));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(AUTH_LABELS.oldPassword), { target: { value: 'Demo!2345' } });
    const select = within(dialog).getByRole('combobox');
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByText('Billing emails only'));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: AUTH_LABELS.save }));
    });
    await waitFor(() => expect(within(dialog).getByRole('status').textContent).toContain(AUTH_MESSAGES.changePasswordSuccess));
    expect(change).not.toHaveBeenCalled();
    expect(host.identity.users.get('pro@demo.test')!.attributes['custom:notification-pref']).toBe('BILLING');
  });

  it('saves the setting on every Save, unchanged too, and says Success only once it is saved', async () => {
    const { menu, settingsSent } = await renderMenu({ 'custom:notification-pref': 'SALES' });
    fireEvent.click(within(menu).getByText(L.changePassword));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: AUTH_LABELS.save }));
    expect((await within(dialog).findByRole('status')).textContent).toContain(AUTH_MESSAGES.changePasswordSuccess);
    expect(settingsSent).toEqual(['SALES']);
  });

  it('shows the failure, not Success, when the setting cannot be saved', async () => {
    const { menu, settingsSent } = await renderMenu({}, { settingSaves: false });
    fireEvent.click(within(menu).getByText(L.changePassword));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: AUTH_LABELS.save }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(CHANGE_PASSWORD_MESSAGES.failed);
    expect(within(dialog).queryByRole('status')).toBeNull();
    expect(settingsSent).toEqual(['ALL']);
  });
});
