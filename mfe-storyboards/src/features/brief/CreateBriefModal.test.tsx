import { combineSlices } from '@reduxjs/toolkit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BRIEF_LABELS, BRIEF_TEXTS as T, FORM_MESSAGES } from '@portal/shared-contracts/storyboards';
import { fakeProxyApi, type FakeProxyApi, type ProxyRequest } from '../../testing/fakeProxyApi';
import { fakeMountProps, renderWithProviders } from '../../testing/renderWithProviders';
import { signedInSession } from '../../testing/sessions';
import { EMPTY_BRIEF } from './briefForm';
import { CreateBriefModal } from './CreateBriefModal';
import { briefSaga } from './sagas';
import { briefSlice } from './slice';

// antd's dialogs and forms are slow to drive in jsdom, the more so on a busy machine.
jest.setTimeout(60_000);

const BRIEFS = '/proxy/v1/customers/42/briefs';

function renderModal() {
  const api = fakeProxyApi();
  const onClose = jest.fn();
  const mountProps = fakeMountProps({ session: signedInSession() });
  renderWithProviders(<CreateBriefModal onClose={onClose} />, { store: { reducer: combineSlices(briefSlice), saga: briefSaga }, mountProps });
  const dialog = screen.getByRole('dialog', { name: T.createBrief });
  const region = (name: string) => within(dialog).getByRole('region', { name });
  const group = (name: string) => within(dialog).getByRole('group', { name });
  return { api, onClose, mountProps, dialog, region, group, user: userEvent.setup(), button: (name: string) => within(dialog).getByRole('button', { name }) };
}

async function sent(api: FakeProxyApi): Promise<ProxyRequest> {
  let found: ProxyRequest | null = null;
  await waitFor(() => {
    found = api.open('POST', BRIEFS);
  });
  return found as unknown as ProxyRequest;
}

type Rendered = ReturnType<typeof renderModal>;
/** Types into a field as a paste does: one change, not a render per key (the form is large). */
async function enter({ user }: Rendered, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}

async function fillRequired(rendered: Rendered): Promise<void> {
  await enter(rendered, within(rendered.dialog).getByRole('textbox', { name: T.title }), 'Season launch');
  await enter(rendered, within(rendered.dialog).getByRole('textbox', { name: T.about }), 'Why our players joined the club');
}

describe('CreateBriefModal', () => {
  it('shows every group of the brief with its fields (001 §2)', () => {
    const { region, group } = renderModal();
    const client = region(BRIEF_LABELS.clientDetails);
    expect(within(client).getByRole('textbox', { name: T.outcome })).toBeInTheDocument();
    expect(within(client).getByRole('textbox', { name: T.insights })).toBeInTheDocument();
    expect(within(group(T.goals)).getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual(['Promote Brand', 'Community Engagement', 'Increase Revenue']);
    expect(within(group(T.audience)).getAllByRole('checkbox')).toHaveLength(5);
    expect(within(group(T.profiles)).getAllByRole('checkbox')).toHaveLength(5);

    const details = region(BRIEF_LABELS.storyboardDetails);
    expect(within(details).getByRole('textbox', { name: T.title })).toHaveAttribute('aria-required', 'true');
    expect(within(details).getByRole('textbox', { name: T.about })).toHaveAttribute('aria-required', 'true');
    expect(within(details).getByRole('combobox', { name: T.length })).toBeInTheDocument();
    expect(within(details).getByRole('combobox', { name: T.genre })).toBeInTheDocument();
    for (const name of [T.tone, T.callToAction]) expect(within(details).getByRole('textbox', { name })).toBeInTheDocument();
    expect(within(group(T.videoType)).getByRole('checkbox', { name: 'AR' })).toBeInTheDocument();

    expect(within(region(BRIEF_LABELS.users)).getByRole('textbox', { name: T.usersDemographic })).toBeInTheDocument();
    expect(within(group(T.personas)).getAllByRole('checkbox')).toHaveLength(6);
    expect(within(region(BRIEF_LABELS.persona)).getByRole('textbox', { name: T.addPersona })).toBeInTheDocument();
    expect(within(group(T.demographics)).getAllByRole('checkbox')).toHaveLength(6);
    expect(within(region(BRIEF_LABELS.targetAudience)).getByRole('textbox', { name: T.addDemographic })).toBeInTheDocument();

    const event = region(BRIEF_LABELS.event);
    expect(within(event).getByRole('textbox', { name: T.email })).toHaveAttribute('type', 'email');
    expect(within(event).getByLabelText(T.startDate)).toHaveAttribute('type', 'date');
    expect(within(event).getByLabelText(T.endDate)).toHaveAttribute('type', 'date');
    expect(within(group(T.materials)).getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual(['Marketing', 'Comms Material']);
  });

  it('needs a title and an about: Submit says so and sends nothing', async () => {
    const rendered = renderModal();
    const { api, dialog, user, button } = rendered;
    await enter(rendered, within(dialog).getByRole('textbox', { name: T.title }), '   ');
    await user.click(button(FORM_MESSAGES.submit));
    expect(await within(dialog).findByText(T.titleRequired)).toBeInTheDocument();
    expect(await within(dialog).findByText(T.aboutRequired)).toBeInTheDocument();
    expect(api.all('POST', BRIEFS)).toHaveLength(0);
  });

  it('refuses a bad contact email and an end date before the start', async () => {
    const rendered = renderModal();
    const { api, dialog, user, button } = rendered;
    await fillRequired(rendered);
    await enter(rendered, within(dialog).getByRole('textbox', { name: T.email }), 'sam@club');
    await enter(rendered, within(dialog).getByLabelText(T.startDate), '2026-03-10');
    await enter(rendered, within(dialog).getByLabelText(T.endDate), '2026-03-01');
    await user.click(button(FORM_MESSAGES.submit));
    expect(await within(dialog).findByText(T.emailInvalid)).toBeInTheDocument();
    expect(await within(dialog).findByText(T.endBeforeStart)).toBeInTheDocument();
    expect(api.all('POST', BRIEFS)).toHaveLength(0);
  });

  it('sends the whole form, spins while sending, then closes with a toast', async () => {
    const rendered = renderModal();
    const { api, dialog, group, user, button, onClose, mountProps } = rendered;
    await fillRequired(rendered);
    await user.click(within(group(T.goals)).getByRole('checkbox', { name: 'Increase Revenue' }));
    await user.click(within(group(T.personas)).getByRole('checkbox', { name: 'Donors' }));
    await enter(rendered, within(dialog).getByRole('textbox', { name: T.addPersona }), 'Sponsors');
    const submit = button(FORM_MESSAGES.submit);
    await user.click(submit);

    const request = await sent(api);
    expect(request.body).toEqual(
      expect.objectContaining({
        title: 'Season launch',
        about: 'Why our players joined the club',
        revenueChecked: true,
        promoteChecked: false,
        personaDonors: true,
        addPersona: 'Sponsors',
        length: null,
        genre: null,
        startdate: '',
      }),
    );
    expect(Object.keys(request.body as object).sort()).toEqual(Object.keys(EMPTY_BRIEF).sort());
    expect(submit).toHaveClass('ant-btn-loading');
    expect(within(submit).getByRole('img', { name: 'loading' })).toBeInTheDocument();
    expect(within(dialog).getByRole('form', { name: T.createBrief })).toHaveAttribute('aria-busy', 'true');
    expect(button(FORM_MESSAGES.cancel)).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();

    request.reply({ result: { id: 5 } }, 201);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(mountProps.bus.published('toast/requested')).toEqual([{ kind: 'success', message: T.sent }]);
  });

  it('says the form error when sending fails, keeps the form, and can send again', async () => {
    const rendered = renderModal();
    const { api, dialog, user, button, onClose } = rendered;
    await fillRequired(rendered);
    await user.click(button(FORM_MESSAGES.submit));
    (await sent(api)).fail(502, { code: 'SENDING_FAILED', message: FORM_MESSAGES.submitError });

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('There was an error submitting the form the form, try again or contact us');
    expect(button(FORM_MESSAGES.submit)).not.toHaveClass('ant-btn-loading');
    expect(within(dialog).getByRole('textbox', { name: T.title })).toHaveValue('Season launch');
    expect(onClose).not.toHaveBeenCalled();

    await user.click(button(FORM_MESSAGES.submit));
    (await sent(api)).drop();
    await waitFor(() => expect(api.all('POST', BRIEFS)).toHaveLength(2));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(FORM_MESSAGES.submitError);
  });

  it('closes on Cancel without sending', async () => {
    const { api, user, button, onClose } = renderModal();
    await user.click(button(FORM_MESSAGES.cancel));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(api.requests).toHaveLength(0);
  });
});
