import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOADER_MESSAGES, LOCAL_STORAGE_KEYS, ROLES } from '@portal/shared-contracts/core';
import { aiDetail, classicStoryboard } from '../../testing/aiStoryboardFixtures';
import { fakeAiApi, ok, type FakeAiApi } from '../../testing/fakeAiApi';
import { fakeMountProps, renderWithProviders } from '../../testing/renderWithProviders';
import { USER_SUB, deepStorySession } from '../../testing/sessions';
import { FilmStepPage } from './FilmStepPage';
import { filmReducer, filmRoot } from './testSupport';

jest.setTimeout(30_000);
beforeEach(() => localStorage.clear());

const PATH = '/deepstory/discovery/series/storyboard/filmai';
const DONE = { post_production_process_status: 3 as const, kdenlive_process_status: 3 as const };
const SIGNED = (key: string): string => `https://files.test/${encodeURIComponent(key)}`;

function api(detail = aiDetail(DONE)): FakeAiApi {
  const fake = fakeAiApi();
  fake.on('GET', '/ai/getAIStoryboard', ok(detail));
  fake.on('GET', '/ai/getStoryboardRequestDetail', ok({ purpose: 'P', objectives: 'O', topic: '', storyteller: 'S', target_audience: '', orientation: 0, video_length: 30 }));
  fake.on('POST', '/proxy/v1/customers/42/asset-urls', (r) =>
    ok((r.body as { assetIds: string[] }).assetIds.map((assetId) => ({ assetId, url: SIGNED(assetId), thumbnailUrl: null, streamUrl: null, downloadUrl: SIGNED(assetId), expiresAt: '2099-01-01T00:00:00.000Z' }))),
  );
  return fake;
}

function renderFilm(role: 'customer' | 'admin' = ROLES.customer) {
  const mountProps = fakeMountProps({ session: deepStorySession(role) });
  return renderWithProviders(<FilmStepPage />, { url: `${PATH}?user_id=42&id=7`, path: PATH, mountProps, store: { reducer: filmReducer, saga: filmRoot } });
}

// Controls are found by their text or aria-label: role queries with names are slow under jsdom with antd's styles.
const button = (text: string, scope: HTMLElement = document.body): HTMLElement => within(scope).getByText(text, { selector: 'button, button span' }).closest('button')!;
const details = (): Promise<HTMLElement> => screen.findByText('Post-production settings');

describe('the film step', () => {
  it('shows the loader until both post-production statuses are 3, then the details', async () => {
    jest.useFakeTimers();
    try {
      localStorage.setItem(`${LOCAL_STORAGE_KEYS.ACTIVE_POST_PRODUCTION_ID}:${USER_SUB}`, JSON.stringify(['7']));
      const fake = api(aiDetail({ post_production_process_status: 2, kdenlive_process_status: 1 }));
      let checks = 0;
      fake.on('GET', '/ai/checkPostProductionStatus', () => ok({ ...(++checks < 2 ? { post_production_process_status: 2, kdenlive_process_status: 2 } : DONE), error_code: null, error_message: null }));
      fake.on('GET', '/ai/getAIStoryboardMetadata', ok(aiDetail().metadata));
      renderFilm();
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(screen.getByText(LOADER_MESSAGES.rotating[0]!)).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(1_000));
      expect(checks).toBe(1);
      expect(screen.queryByText('Post-production settings')).not.toBeInTheDocument();
      for (let s = 0; s < 10; s += 1) await act(() => jest.advanceTimersByTimeAsync(1_000));
      expect(checks).toBe(2);
      expect(screen.getByText('Post-production settings')).toBeInTheDocument();
      expect(screen.queryByText(LOADER_MESSAGES.rotating[1]!)).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('lists the settings with their choices and the shots, read-only until Edit; UGC No makes a shot read-only', async () => {
    api();
    const user = userEvent.setup();
    renderFilm();
    await details();
    expect(screen.getByLabelText('Output resolution')).toBeInTheDocument();
    const ugc1 = screen.getByLabelText('UGC for shot 1');
    expect(ugc1).toBeDisabled();
    expect(ugc1).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByLabelText('Choose an image or video for shot 1')).not.toBeInTheDocument();

    await user.click(button('Edit'));
    expect(screen.getByLabelText('UGC for shot 1')).toBeEnabled();
    expect(screen.getByText('Choose an image or video for shot 1')).toBeInTheDocument();
    await user.click(screen.getByLabelText('UGC for shot 1'));
    expect(screen.getByLabelText('UGC for shot 1')).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByText('Choose an image or video for shot 1')).not.toBeInTheDocument();
    expect(screen.getByText('Not user-generated: this shot is used as it is.')).toBeInTheDocument();
  });

  it('takes only images for the watermark and closing logo and audio for the background audio, with the spec texts', async () => {
    api();
    const user = userEvent.setup({ applyAccept: false });
    const { container } = renderFilm();
    await details();
    await user.click(button('Edit'));
    const picker = (label: string): HTMLInputElement => button(label).parentElement!.querySelector('input[type="file"]')!;
    await user.upload(picker('Choose a file for the watermark'), new File(['v'], 'clip.mp4', { type: 'video/mp4' }));
    expect(screen.getByText('The watermark must be an Image File only')).toHaveAttribute('role', 'alert');
    await user.upload(picker('Choose a file for the closing logo'), new File(['a'], 'song.mp3', { type: 'audio/mpeg' }));
    expect(screen.getByText('The closing logo must be an Image File only')).toBeInTheDocument();
    await user.upload(picker('Choose a file for the background audio'), new File(['i'], 'logo.png', { type: 'image/png' }));
    expect(screen.getByText('The background audio must be an Audio File only')).toBeInTheDocument();
    await user.upload(picker('Choose a file for the watermark'), new File(['i'], 'mark.png', { type: 'image/png' }));
    expect(screen.getByText('New file: mark.png')).toBeInTheDocument();
    expect(container.querySelectorAll('input[type="file"]').length).toBeGreaterThan(3);
  });

  it('says "No changes detected." for a save without changes', async () => {
    api();
    const user = userEvent.setup();
    const { mountProps } = renderFilm();
    await details();
    await user.click(button('Edit'));
    await user.click(button('Save'));
    expect(mountProps.bus.published('toast/requested')).toEqual([{ kind: 'info', message: 'No changes detected.' }]);
  });

  it('adds the storyboard to the account after the confirm, holds links meanwhile with the spec text, and opens the new storyboard', async () => {
    const fake = api();
    fake.on('POST', '/ai/requestAddToAccount', ok({ status: 1, script_id: 0, error_code: null, error_message: null }));
    // The first check is held until the test lets it answer 3.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    fake.on('GET', '/ai/checkAddToAccountProgress', async () => {
      await held;
      return ok({ status: 3, script_id: 900, error_code: null, error_message: null });
    });
    fake.on('GET', '/proxy/v1/customers/42/storyboards/900', ok(classicStoryboard(900, 'Live')));
    const user = userEvent.setup();
    const { mountProps } = renderFilm();
    await details();
    await user.click(button('Add to Account'));
    // antd gives every element it ids "test-id" under test, so dialogs are found by their text.
    const confirm = (await screen.findByText('Add this storyboard to your account?')).closest<HTMLElement>('[role="dialog"]')!;
    await user.click(button('Add to Account', confirm));
    expect(await screen.findByText('Adding the storyboard to your account...')).toBeInTheDocument();

    // A link away is held with the spec's question.
    const away = document.createElement('a');
    away.href = '/storyboards';
    away.textContent = 'Storyboards';
    document.body.append(away);
    fireEvent.click(away);
    expect(await screen.findByText('Adding the storyboard to your account is in progress. Are you sure you want to leave?')).toBeInTheDocument();
    await user.click(button('Stay'));
    expect(mountProps.navigate).not.toHaveBeenCalled();
    away.remove();

    release();
    await waitFor(() => expect(mountProps.navigate).toHaveBeenCalledWith('/storyboards/900'));
    expect(mountProps.bus.published('storyboard/addedToAccount')).toEqual([{ scriptId: 900 }]);
  });

  it('offers the editing-project file to an admin only', async () => {
    api();
    const customer = renderFilm();
    await details();
    expect(screen.queryByText('Download Kden')).not.toBeInTheDocument();
    customer.unmount();
    api();
    renderFilm(ROLES.admin);
    await details();
    await userEvent.setup().click(button('Download Kden'));
    expect((await screen.findByText('Download editing-project file')).closest('[role="dialog"]')).toHaveTextContent('output.tar.gz');
  });

  it('makes the Director Guide video and plays it', async () => {
    const fake = api();
    fake.on('POST', '/ai/requestDGVideo', ok({ request_id: 31 }));
    fake.on('GET', '/ai/checkDGVideoStatus', ok({ status: 3, error_message: null, video_asset_id: 'private/sub-42/ai/7/dg.mp4' }));
    const user = userEvent.setup();
    renderFilm();
    await details();
    await user.click(button('Director Guide video (Beta)'));
    const dialog = await screen.findByRole('dialog');
    await user.click(button('Make the Director Guide video', dialog));
    await waitFor(() => expect(within(dialog).getByLabelText('Director Guide video')).toHaveAttribute('src', SIGNED('private/sub-42/ai/7/dg.mp4')));
  });

  it('links back to the storyboard', async () => {
    api();
    renderFilm();
    await details();
    expect(screen.getByText('Back to the storyboard').closest('a')).toHaveAttribute('href', '/deepstory/discovery/series/storyboard?user_id=42&id=7');
  });
});
