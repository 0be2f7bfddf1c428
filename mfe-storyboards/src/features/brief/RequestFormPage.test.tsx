import { combineSlices } from '@reduxjs/toolkit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REQUEST_STORY_PATH } from '@portal/shared-contracts/core';
import { BRIEF_TEXTS as B, FORM_MESSAGES, REQUEST_FORM_TEXTS as T } from '@portal/shared-contracts/storyboards';
import { fakeProxyApi, type FakeProxyApi, type ProxyRequest } from '../../testing/fakeProxyApi';
import { fakeMountProps, renderWithProviders } from '../../testing/renderWithProviders';
import { signedInSession } from '../../testing/sessions';
import { EMPTY_REQUEST } from './requestForm';
import { RequestFormPage } from './RequestFormPage';
import { briefSaga } from './sagas';
import { briefSlice } from './slice';

jest.setTimeout(60_000);

const HOSTED = 'https://forms.example.com/custom-storyboard-request';

function renderPage(requestFormUrl?: string) {
  const api = fakeProxyApi();
  const base = fakeMountProps({ session: signedInSession() });
  const mountProps = requestFormUrl ? { ...base, config: { ...base.config, requestFormUrl } } : base;
  renderWithProviders(<RequestFormPage />, { store: { reducer: combineSlices(briefSlice), saga: briefSaga }, mountProps, url: '/requestform' });
  const form = screen.getByRole('form', { name: T.formHeading });
  const user = userEvent.setup();
  const enter = async (name: string, text: string): Promise<void> => {
    await user.click(within(form).getByRole('textbox', { name }));
    await user.paste(text);
  };
  return { api, form, user, enter, submit: () => within(form).getByRole('button', { name: FORM_MESSAGES.submit }) };
}

async function sent(api: FakeProxyApi): Promise<ProxyRequest> {
  let found: ProxyRequest | null = null;
  await waitFor(() => {
    found = api.open('POST', REQUEST_STORY_PATH);
  });
  return found as unknown as ProxyRequest;
}

describe('/requestform', () => {
  it('is headed CUSTOM STORYBOARD REQUEST FORM and titled Request Form, and offers the brief', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'CUSTOM STORYBOARD REQUEST FORM' })).toBeInTheDocument();
    expect(document.title).toMatch(/Request Form$/);
    expect(screen.getByText(/Custom storyboards are delivered in about 2 weeks\./)).toBeInTheDocument();
    const brief = screen.getByRole('region', { name: T.briefHeading });
    expect(within(brief).getByRole('button', { name: B.createBrief })).toBeInTheDocument();
  });

  it("sends the form in the user's name, boxes as 'yes' or 'no', then empties it and says so", async () => {
    const { api, form, user, enter, submit } = renderPage();
    await enter(B.title, 'Season launch');
    await enter(B.about, 'Why our players joined');
    await user.click(within(within(form).getByRole('group', { name: B.goals })).getByRole('checkbox', { name: 'Promote Brand' }));
    await user.click(within(within(form).getByRole('group', { name: B.materials })).getByRole('checkbox', { name: 'Marketing' }));
    await user.click(submit());

    const request = await sent(api);
    expect(request.body).toEqual({
      ...EMPTY_REQUEST,
      username: 'ann@example.com',
      title: 'Season launch',
      about: 'Why our players joined',
      promoteChecked: 'yes',
      marketing: 'yes',
    });
    expect(form).toHaveAttribute('aria-busy', 'true');
    request.reply(undefined, 204);

    expect(await within(form).findByText(T.sent)).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: B.title })).toHaveValue('');
    expect(within(form).getByRole('checkbox', { name: 'Promote Brand' })).not.toBeChecked();
  });

  it('needs a title and an about, as the brief does', async () => {
    const { api, form, user, submit } = renderPage();
    await user.click(submit());
    expect(await within(form).findByText(B.titleRequired)).toBeInTheDocument();
    expect(await within(form).findByText(B.aboutRequired)).toBeInTheDocument();
    expect(api.all('POST', REQUEST_STORY_PATH)).toHaveLength(0);
  });

  it('says "Sending failed" when the request fails, keeping what was typed', async () => {
    const { api, form, user, enter, submit } = renderPage();
    await enter(B.title, 'Season launch');
    await enter(B.about, 'Why our players joined');
    await user.click(submit());
    (await sent(api)).fail(502, { code: 'SENDING_FAILED', message: FORM_MESSAGES.sendingFailed });
    expect(await within(form).findByRole('alert')).toHaveTextContent('Sending failed');
    expect(within(form).getByRole('textbox', { name: B.title })).toHaveValue('Season launch');
  });

  it('offers no hosted form when none is configured', () => {
    renderPage();
    expect(screen.queryByRole('region', { name: T.hostedHeading })).not.toBeInTheDocument();
  });

  it('links to the configured hosted form as a second option', () => {
    renderPage(HOSTED);
    const link = within(screen.getByRole('region', { name: T.hostedHeading })).getByRole('link', { name: /Open the hosted request form/ });
    expect(link).toHaveAttribute('href', HOSTED);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(link).toHaveAccessibleName(`${T.openHostedForm} ${T.newTab}`);
    expect(document.querySelector('iframe')).toBeNull();
  });
});
