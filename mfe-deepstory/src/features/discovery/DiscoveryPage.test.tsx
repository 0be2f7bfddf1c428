import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { LOCAL_STORAGE_KEYS } from '@portal/shared-contracts/core';
import { fakeAiApi, fail, ok } from '../../testing/fakeAiApi';
import { renderAt } from '../../testing/renderAt';
import { USER_SUB } from '../../testing/sessions';

beforeEach(() => localStorage.clear());

const field = (name: string): HTMLElement => screen.getByRole('textbox', { name });
const lengthField = (): HTMLElement => screen.getByRole('spinbutton', { name: 'Length in seconds' });

async function chooseOrientation(user: UserEvent, label: string): Promise<void> {
  await user.click(screen.getByRole('combobox', { name: 'Orientation' }));
  await user.click(await screen.findByTitle(label));
}

/** Types `text` in one go (antd re-renders the form per keystroke: typing long texts is slow in jsdom). */
async function enter(user: UserEvent, element: HTMLElement, text: string): Promise<void> {
  await user.click(element);
  await user.paste(text);
}

async function fillBrief(user: UserEvent): Promise<void> {
  await enter(user, field('Purpose'), 'Recruit volunteers');
  await enter(user, field('Objectives'), 'Show the day');
  await user.keyboard('{Enter}');
  await user.paste('Invite sign-ups');
  await user.keyboard('{Enter}');
  await enter(user, field('Key topics or question(s) (optional)'), 'Why it matters');
  await enter(user, field('Storyteller(s)'), 'Club captain');
  await chooseOrientation(user, 'Portrait');
  await enter(user, lengthField(), '60');
}

async function openForm(): Promise<UserEvent> {
  const user = userEvent.setup({ delay: null });
  renderAt('/deepstory/discovery');
  expect(await screen.findByRole('heading', { level: 1, name: 'Discovery AI' })).toBeInTheDocument();
  return user;
}

jest.setTimeout(60_000);

describe('Discovery form (002 §2, §5)', () => {
  it('shows every field, with the orientation on its invalid default and the length hint', async () => {
    await openForm();
    for (const name of ['Purpose', 'Objectives', 'Key topics or question(s) (optional)', 'Storyteller(s)', 'Target audience (optional)']) expect(field(name)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Orientation' })).toBeInTheDocument();
    expect(screen.getByText('Select Orientation')).toBeInTheDocument();
    expect(lengthField()).toHaveAttribute('placeholder', 'Min 30s - Max 120s.');
    expect(screen.getByRole('button', { name: 'Add objective' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/deepstory');
  });

  it('refuses Next with the required texts, then follows the fixes', async () => {
    const user = await openForm();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    for (const text of ['Purpose is required', 'At least one objective is required', 'Storyteller is required', 'Orientation is required', 'Length is required']) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(field('Purpose')).toHaveFocus();
    expect(field('Purpose')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Purpose')).toHaveAccessibleDescription('Purpose is required');
    await user.type(field('Purpose'), 'Recruit');
    expect(screen.queryByText('Purpose is required')).not.toBeInTheDocument();

    await user.type(lengthField(), '150');
    expect(await screen.findByText('Max 120 seconds')).toBeInTheDocument();
    await user.clear(lengthField());
    await user.type(lengthField(), '20');
    expect(await screen.findByText('Min 30 seconds')).toBeInTheDocument();
  });

  it('adds objectives as pills with Enter or the plus button, never a blank one, and removes them', async () => {
    const user = await openForm();
    const objectives = field('Objectives');
    await enter(user, objectives, 'Show the day');
    await user.keyboard('{Enter}');
    await user.paste('Invite sign-ups');
    await user.click(screen.getByRole('button', { name: 'Add objective' }));
    await user.type(objectives, '   ');
    await user.click(screen.getByRole('button', { name: 'Add objective' }));
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Show the day', 'Invite sign-ups']);
    await user.click(screen.getByRole('button', { name: 'Remove objective Show the day' }));
    expect(within(screen.getByRole('list')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Invite sign-ups']);
  });

  it('moves focus to the next field with Enter; Enter on the empty objectives field goes to key topics', async () => {
    const user = await openForm();
    await enter(user, field('Purpose'), 'Recruit');
    await user.keyboard('{Enter}');
    expect(field('Objectives')).toHaveFocus();
    await user.keyboard('One{Enter}');
    expect(field('Objectives')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(field('Key topics or question(s) (optional)')).toHaveFocus();
    await user.keyboard('T{Shift>}{Enter}{/Shift}M{Enter}');
    expect(field('Storyteller(s)')).toHaveFocus();
    expect(field('Key topics or question(s) (optional)')).toHaveValue('T\nM');
    await user.keyboard('Me{Enter}');
    expect(field('Target audience (optional)')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('combobox', { name: 'Orientation' })).toHaveFocus();
    // Enter opens the select, the arrows go to an option, Enter picks it and moves on (rc-select's
    // list reads the keys fired on the combobox; user-event's are too quick for its open state).
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Orientation' })).toHaveAttribute('aria-expanded', 'true'));
    const orientation = screen.getByRole('combobox', { name: 'Orientation' });
    fireEvent.keyDown(orientation, { key: 'ArrowDown', code: 'ArrowDown', keyCode: 40, which: 40 });
    fireEvent.keyUp(orientation, { key: 'ArrowDown', code: 'ArrowDown', keyCode: 40, which: 40 });
    fireEvent.keyDown(orientation, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
    fireEvent.keyUp(orientation, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
    await waitFor(() => expect(lengthField()).toHaveFocus());
    expect(JSON.parse(localStorage.getItem(LOCAL_STORAGE_KEYS.DISCOVERY_FORM)!)).toMatchObject({ orientation: 'landscape' });
  });

  it('keeps the values in localStorage and Reset clears fields, errors and the saved values', async () => {
    const user = await openForm();
    await enter(user, field('Purpose'), 'Recruit');
    await enter(user, field('Objectives'), 'One');
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Storyteller is required')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(LOCAL_STORAGE_KEYS.DISCOVERY_FORM)!)).toMatchObject({ purpose: 'Recruit', objectives: ['One'] });

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(field('Purpose')).toHaveValue('');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByText('Storyteller is required')).not.toBeInTheDocument();
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.DISCOVERY_FORM)).toBeNull();
  });

  it('shows the saved values when the page opens again', async () => {
    localStorage.setItem(LOCAL_STORAGE_KEYS.DISCOVERY_FORM, JSON.stringify({ purpose: 'Saved purpose', objectives: ['Kept'], orientation: 'landscape', length: 45 }));
    await openForm();
    expect(field('Purpose')).toHaveValue('Saved purpose');
    expect(screen.getByText('Kept')).toBeInTheDocument();
    expect(screen.getByText('Landscape')).toBeInTheDocument();
    expect(lengthField()).toHaveValue('45');
  });

  it('sends the discovery request and opens the series page while the storyboards are generated', async () => {
    const api = fakeAiApi();
    api.on('POST', '/ai/requestAIStoryboards', ok({ request_ids: [11, 12, 13], series_id: 4 }));
    // Still being generated: status 1 for every id asked.
    api.on('GET', '/ai/checkGenerationStatus', (request) =>
      ok(request.query.get('request_ids')!.split(',').map((id) => ({ id: Number(id), storyboard_process_status: 1, image_process_status: 0, error_code: null, error_message: null }))),
    );
    api.on('GET', '/ai/getAIStoryboards', ok([]));
    const user = await openForm();
    await fillBrief(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/deepstory/discovery/series?user_id=42'));
    expect(api.to('POST', '/ai/requestAIStoryboards')[0]!.body).toEqual({
      data: { purpose: 'Recruit volunteers', type: 0, topic: 'Why it matters', objectives: 'Show the day,Invite sign-ups', format: 1, second: 60, end_user: 'Club captain', target_audience: '', user_id: 42 },
    });
    expect(JSON.parse(localStorage.getItem(`${LOCAL_STORAGE_KEYS.ACTIVE_STORYBOARD_IDS}:${USER_SUB}`)!)).toEqual(['11', '12', '13']);
    expect(await screen.findAllByText('Generating storyboard...')).toHaveLength(3);
  });

  it('stays on the form with the server error as a toast when the api refuses the brief', async () => {
    const api = fakeAiApi();
    api.on('POST', '/ai/requestAIStoryboards', fail(403, 'FEATURE_NOT_IN_PLAN', 'Deep Story is not in your plan'));
    const user = userEvent.setup({ delay: null });
    const { mountProps } = renderAt('/deepstory/discovery');
    await screen.findByRole('heading', { level: 1, name: 'Discovery AI' });
    await fillBrief(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(mountProps.bus.published('toast/requested')).toEqual([{ kind: 'error', message: 'Error (Code: FEATURE_NOT_IN_PLAN): Deep Story is not in your plan' }]),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/deepstory\/discovery$/);
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });
});
