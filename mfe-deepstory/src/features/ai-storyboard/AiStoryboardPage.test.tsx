import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aiDetail, aiMetadata } from '../../testing/aiStoryboardFixtures';
import { fail, fakeAiApi, ok, type FakeAiApi } from '../../testing/fakeAiApi';
import { fakeMountProps, renderWithProviders } from '../../testing/renderWithProviders';
import { deepStorySession } from '../../testing/sessions';
import { AiStoryboardPage } from './AiStoryboardPage';
import { BRIEF, storyboardReducer, storyboardRoot } from './testSupport';

const URL_OF = (id = 7): string => `/deepstory/discovery/series/storyboard?user_id=42&id=${id}`;
const SIGNED = (key: string): string => `https://files.test/${encodeURIComponent(key)}?sig=1`;

function api(detail = aiDetail()): FakeAiApi {
  const fake = fakeAiApi();
  fake.on('GET', '/ai/getAIStoryboard', ok(detail));
  fake.on('GET', '/ai/getStoryboardRequestDetail', ok(BRIEF));
  fake.on('POST', '/proxy/v1/customers/42/asset-urls', (r) =>
    ok((r.body as { assetIds: string[] }).assetIds.map((assetId) => ({ assetId, url: SIGNED(assetId), thumbnailUrl: null, streamUrl: null, downloadUrl: SIGNED(assetId), expiresAt: '2099-01-01T00:00:00.000Z' }))),
  );
  return fake;
}

function renderPage(url = URL_OF()) {
  const mountProps = fakeMountProps({ session: deepStorySession() });
  return renderWithProviders(<AiStoryboardPage />, { url, path: '/deepstory/discovery/series/storyboard', mountProps, store: { reducer: storyboardReducer, saga: storyboardRoot } });
}

// Queries by role and name compute every candidate's accessible name (a getComputedStyle
// per node, slow under jsdom with antd's styles): these tests find controls by their text
// or aria-label, and use role queries inside small regions.
const heading = (): Promise<HTMLElement> => screen.findByRole('heading', { level: 1, name: 'Our community garden' });
const button = (text: string, scope: HTMLElement = document.body): HTMLElement => within(scope).getByText(text, { selector: 'button, button span' }).closest('button')!;
const shotItems = (): HTMLElement[] => [...screen.getByLabelText('Shots', { selector: 'ol' }).querySelectorAll<HTMLElement>(':scope > li')];
const summary = (): HTMLElement => screen.getByText('Total duration').closest('dl')!;

jest.setTimeout(30_000);
beforeEach(() => localStorage.clear());

describe('the storyboard page', () => {
  it('loads until the storyboard of the URL is there, then shows its breadcrumb, thumbnail, summary, brief and shots', async () => {
    api();
    renderPage();
    expect(screen.getByLabelText('Loading')).toHaveAttribute('aria-busy', 'true');
    await heading();
    const crumbs = screen.getByRole('navigation', { name: /breadcrumb/i });
    expect(within(crumbs).getByRole('link', { name: 'deepstory' })).toHaveAttribute('href', '/deepstory');
    expect(within(crumbs).getByRole('link', { name: 'discovery' })).toHaveAttribute('href', '/deepstory/discovery');
    expect(within(crumbs).getByRole('link', { name: 'series' })).toHaveAttribute('href', '/deepstory/discovery/series?user_id=42');
    expect(within(crumbs).getByText('storyboard')).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(screen.getByAltText('Thumbnail of Our community garden')).toHaveAttribute('src', SIGNED('private/sub-42/ai/7/thumbnail.png')));
    expect(within(summary()).getByText('30 seconds')).toBeInTheDocument();
    expect(within(summary()).getByText('Landscape')).toBeInTheDocument();
    expect(await screen.findByText('Show the garden')).toBeInTheDocument();
    expect(screen.getByText('Grow food, Meet neighbours')).toBeInTheDocument();
    expect(shotItems()).toHaveLength(3);
    expect(screen.getByText('Back').closest('a')).toHaveAttribute('href', '/deepstory/discovery/series?user_id=42');
  });

  it('shows the fallback image and "Error fetching signed URL. Please try again." when the URL cannot be signed', async () => {
    const fake = api();
    fake.on('POST', '/proxy/v1/customers/42/asset-urls', fail(403, 'FOREIGN_PRIVATE_ASSET', 'No'));
    renderPage();
    await heading();
    expect(await screen.findAllByText('Error fetching signed URL. Please try again.')).not.toHaveLength(0);
    expect(screen.getByLabelText('Thumbnail of Our community garden').tagName).toBe('SPAN');
  });

  it('lays the thumbnail out in portrait for format 1', async () => {
    api(aiDetail({}, aiMetadata({ format: 1 })));
    renderPage();
    await heading();
    expect(within(summary()).getByText('Portrait')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByAltText('Thumbnail of Our community garden')).toHaveClass('portal-deepstory-signed-media-portrait'));
  });

  it('refuses blank and case-insensitive duplicate tags with the spec texts, and adds with Enter or Add', async () => {
    api();
    const user = userEvent.setup();
    renderPage();
    await heading();
    await user.click(button('Edit'));
    const input = screen.getByLabelText('Add a tag to the storyboard');
    const add = button('Add', input.parentElement!);
    await user.click(add);
    expect(screen.getByText('Cannot add blank tags.')).toHaveAttribute('role', 'alert');
    await user.type(input, 'COMMUNITY{Enter}');
    expect(screen.getByText('Tags must be unique. Duplicates are not allowed.')).toHaveAttribute('role', 'alert');
    await user.type(input, 'harvest{Enter}');
    expect(screen.getByText('harvest')).toBeInTheDocument();
    await user.type(input, 'compost');
    await user.click(add);
    expect(screen.getByText('compost')).toBeInTheDocument();
  });

  it('adds an empty shot and removes one, with the total duration following', async () => {
    api();
    const user = userEvent.setup();
    renderPage();
    await heading();
    await user.click(button('Edit'));
    await user.click(button('Add shot'));
    expect(shotItems()).toHaveLength(4);
    expect(screen.getByLabelText('Duration (seconds) of shot 4')).toHaveValue('0');
    expect(within(summary()).getByText('30 seconds')).toBeInTheDocument();
    await user.click(button('Remove shot 2'));
    expect(shotItems()).toHaveLength(3);
    expect(within(summary()).getByText('20 seconds')).toBeInTheDocument();
  });

  it('shows every 002 §5 message when a save is refused, and the summary above', async () => {
    api();
    const user = userEvent.setup();
    renderPage();
    await heading();
    await user.click(button('Edit'));
    await user.clear(screen.getByLabelText('Title', { selector: '#ai-storyboard-title' }));
    await user.click(button('Add shot'));
    const durationOf2 = screen.getByLabelText('Duration (seconds) of shot 2');
    await user.clear(durationOf2);
    await user.type(durationOf2, '121');
    await user.click(button('Save'));

    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
    const fourth = shotItems()[3]!;
    for (const text of ['Title is required', 'Description is required', 'Story Guide is required', 'Film Guide is required', 'Image Prompt is required', 'Duration is required']) {
      expect(within(fourth).getByText(text)).toBeInTheDocument();
    }
    expect(within(shotItems()[1]!).getByText('Max 120 seconds')).toBeInTheDocument();
    expect(screen.getByLabelText('Title', { selector: '#ai-storyboard-title' })).toHaveAccessibleDescription('Title is required');
  });

  it('refuses a file that is neither an image nor a video', async () => {
    api();
    const user = userEvent.setup({ applyAccept: false });
    const { mountProps, container } = renderPage();
    await heading();
    await user.click(button('Edit'));
    const input = container.querySelectorAll<HTMLInputElement>('input[type="file"]')[0]!;
    await user.upload(input, new File(['x'], 'song.mp3', { type: 'audio/mpeg' }));
    expect(mountProps.bus.published('toast/requested')).toEqual([{ kind: 'error', message: 'Only image or video files are allowed.' }]);
    await user.upload(input, new File(['x'], 'take.mp4', { type: 'video/mp4' }));
    expect(screen.getByText('New file: take.mp4')).toBeInTheDocument();
  });

  it('moves a shot with the keyboard and numbers the shots again', async () => {
    api();
    const user = userEvent.setup();
    renderPage();
    await heading();
    await user.click(button('Edit'));
    // jsdom lays nothing out: give each shot card a place in a column, as a browser would.
    const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const items = [...document.querySelectorAll('li[aria-label^="Shot "]')];
      const i = items.indexOf(this.closest('li[aria-label^="Shot "]') ?? this);
      const top = i < 0 ? 0 : i * 200;
      return { x: 0, y: top, top, left: 0, width: 600, height: 180, right: 600, bottom: top + 180, toJSON: () => ({}) } as DOMRect;
    });
    const handle = screen.getByLabelText('Move shot 1');
    handle.focus();
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    await act(async () => undefined);
    fireEvent.keyDown(handle, { key: 'ArrowDown', code: 'ArrowDown' });
    await act(async () => undefined);
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    await waitFor(() => expect(within(shotItems()[0]!).getByLabelText('Title of shot 1')).toHaveValue('Shot 2 title'));
    expect(within(shotItems()[1]!).getByLabelText('Title of shot 2')).toHaveValue('Shot 1 title');
    rect.mockRestore();
  });

  it('starts post-production and opens the film step from the film button, once for a double click', async () => {
    const fake = api();
    fake.on('POST', '/ai/requestPostProduction', ok({ post_production_process_status: 1, kdenlive_process_status: 0, error_code: null, error_message: null }));
    const user = userEvent.setup();
    renderPage();
    await heading();
    await user.dblClick(button('Film Ai'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/deepstory/discovery/series/storyboard/filmai?user_id=42&id=7'));
    expect(fake.to('POST', '/ai/requestPostProduction')).toHaveLength(1);
  });

  it('deletes after the confirm and goes back to the series page', async () => {
    const fake = api();
    fake.on('DELETE', '/ai/deleteAIStoryboards', ok({ deleted: 1 }));
    const user = userEvent.setup();
    const { mountProps } = renderPage();
    await heading();
    await user.click(button('Delete'));
    // antd ids every labelled element "test-id" under test: the dialog is found by its text.
    const dialog = (await screen.findByText('Delete this storyboard?')).closest<HTMLElement>('[role="dialog"]')!;
    await user.click(button('Delete', dialog));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/deepstory\/discovery\/series\?user_id=42$/));
    expect(mountProps.bus.published('toast/requested')).toContainEqual({ kind: 'success', message: 'Storyboard deleted successfully' });
  });

  it('says so when the URL names no storyboard', () => {
    api();
    renderPage('/deepstory/discovery/series/storyboard?user_id=abc&id=7');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid user ID.');
  });
});
