import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { UPLOAD_KINDS, UPLOAD_TEXTS as T, URL_IMPORT_MESSAGES } from '@portal/shared-contracts/storyboards';
import { fakeProxyApi } from '../../../testing/fakeProxyApi';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { shelvedCount, takeShelvedFile } from '../fileShelf';
import { fileOf, uploadsOnlyReducer } from '../testSupport';
import { UploadModal } from './UploadModal';

jest.setTimeout(30_000);

const tooBig = (file: File, bytes: number): File => Object.defineProperty(file, 'size', { value: bytes });

/** The modal as the side panel's "Upload file" opens it: open until it closes itself. */
function Opened() {
  const [open, setOpen] = useState(true);
  return <UploadModal open={open} onClose={() => setOpen(false)} />;
}

async function openModal() {
  const user = userEvent.setup({ applyAccept: false });
  const view = renderWithProviders(<Opened />, { store: { reducer: uploadsOnlyReducer } });
  const dialog = await screen.findByRole('dialog', { name: T.modalTitle });
  const input = within(dialog).getByLabelText<HTMLInputElement>(T.dropZone, { selector: 'input' });
  const state = () => (view.store!.getState() as ReturnType<typeof uploadsOnlyReducer>).uploads;
  return { user, dialog, input, state };
}

const chosenLines = (dialog: HTMLElement): string[] =>
  within(within(dialog).getByRole('list', { name: T.chosenFiles }))
    .getAllByRole('listitem')
    .map((li) => li.textContent ?? '');

describe('"Upload Storyboard or Asset"', () => {
  it('routes each file by its type, asks what a video is, and starts the upload as it closes', async () => {
    const { user, dialog, input, state } = await openModal();
    expect(within(dialog).getByRole('group', { name: T.dropZone })).toHaveTextContent(
      'Accepted: Storyboard document (.json), Editing project (.tar.gz, .kdenlive), Video, Image, Audio.',
    );
    await user.upload(input, [
      fileOf('season.json', 'application/json'),
      fileOf('cover.png', 'image/png'),
      fileOf('theme.mp3', 'audio/mpeg'),
      fileOf('clip.mp4', 'video/mp4'),
      // Deep Story's editing project, as a Linux browser types it, and a bare Kdenlive project typed as XML.
      fileOf('output.tar.gz', 'application/x-compressed-tar'),
      fileOf('beach.kdenlive', 'application/xml'),
    ]);

    const lines = chosenLines(dialog);
    expect(lines).toHaveLength(6);
    expect(lines[0]).toContain('season.json, Storyboard document, 10 B');
    expect(lines[0]).toContain(T.targetStoryboard);
    expect(lines[1]).toContain(T.targetAsset);
    expect(lines[2]).toContain(T.targetAsset);
    expect(lines[4]).toContain('output.tar.gz, Editing project');
    expect(lines[4]).toContain(T.targetStoryboard);
    expect(lines[5]).toContain('beach.kdenlive, Editing project');
    const videoUse = within(dialog).getByRole('radiogroup', { name: T.videoUse('clip.mp4') });
    expect(within(dialog).getByText(T.chooseVideoUse)).toBeInTheDocument();
    const upload = within(dialog).getByRole('button', { name: T.upload });
    expect(upload).toBeDisabled();

    await user.click(within(videoUse).getByRole('radio', { name: T.asNewStoryboard }));
    expect(within(dialog).queryByText(T.chooseVideoUse)).not.toBeInTheDocument();
    await user.click(upload);

    await waitFor(() => expect(screen.queryByRole('dialog', { name: T.modalTitle })).not.toBeInTheDocument());
    const { status, items } = state();
    expect(status).toBe('uploading');
    expect(items.map((i) => [i.fileName, i.kind, i.target, i.contentType, i.state])).toEqual([
      ['season.json', 'StoryboardDocument', 'storyboard', 'application/json', 'queued'],
      ['cover.png', 'Image', 'asset', 'image/png', 'queued'],
      ['theme.mp3', 'Audio', 'asset', 'audio/mpeg', 'queued'],
      ['clip.mp4', 'Video', 'storyboard', 'video/mp4', 'queued'],
      ['output.tar.gz', 'EditingProject', 'storyboard', 'application/gzip', 'queued'],
      ['beach.kdenlive', 'EditingProject', 'storyboard', 'application/x-kdenlive', 'queued'],
    ]);
    // The files wait on the shelf for the saga, under the ids of the request.
    expect(items.map((i) => takeShelvedFile(i.id)?.name)).toEqual(['season.json', 'cover.png', 'theme.mp3', 'clip.mp4', 'output.tar.gz', 'beach.kdenlive']);
  });

  it('a video can be an asset', async () => {
    const { user, dialog, input, state } = await openModal();
    await user.upload(input, fileOf('clip.webm', 'video/webm'));
    await user.click(within(dialog).getByRole('radio', { name: T.asAsset }));
    await user.click(within(dialog).getByRole('button', { name: T.upload }));
    await waitFor(() => expect(state().items.map((i) => i.target)).toEqual(['asset']));
    takeShelvedFile(state().items[0]!.id);
  });

  it('refuses types and sizes the api does not take, saying why, before anything is sent', async () => {
    const { user, dialog, input, state } = await openModal();
    await user.upload(input, [
      fileOf('brief.pdf', 'application/pdf'),
      tooBig(fileOf('poster.png', 'image/png'), UPLOAD_KINDS.Image.maxBytes + 1),
      fileOf('empty.mp3', 'audio/mpeg', 0),
      fileOf('cover.png', 'image/png'),
    ]);
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent(T.refusedTitle);
    expect(within(alert).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      T.notAllowed('brief.pdf'),
      'poster.png: Image files can be at most 20 MB.',
      T.empty('empty.mp3'),
    ]);
    expect(chosenLines(dialog)).toHaveLength(1);
    expect(state().items).toEqual([]);

    // A file can go again before the upload starts.
    await user.click(within(dialog).getByRole('button', { name: T.remove('cover.png') }));
    expect(within(dialog).queryByRole('list', { name: T.chosenFiles })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: T.upload })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: T.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: T.modalTitle })).not.toBeInTheDocument());
    expect(state().items).toEqual([]);
    expect(shelvedCount()).toBe(0);
  });

  describe('Image from URL', () => {
    const address = 'https://images.example.com/cover.png';

    it('adds an image address beside the files, and starts it with them as an asset the api fetches', async () => {
      const { user, dialog, input, state } = await openModal();
      const field = within(dialog).getByRole('textbox', { name: T.imageFromUrl });
      await user.type(field, `  ${address} `);
      await user.click(within(dialog).getByRole('button', { name: T.addUrl }));
      expect(field).toHaveValue('');
      // Enter adds too; the same address twice is one line.
      await user.type(field, `${address}{Enter}`);
      await user.upload(input, fileOf('theme.mp3', 'audio/mpeg'));

      const lines = chosenLines(dialog);
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(T.chosenUrl(address));
      expect(lines[1]).toContain(T.targetAsset);
      await user.click(within(dialog).getByRole('button', { name: T.upload }));

      await waitFor(() => expect(screen.queryByRole('dialog', { name: T.modalTitle })).not.toBeInTheDocument());
      const { status, items } = state();
      expect(status).toBe('uploading');
      expect(items.map((i) => [i.fileName, i.kind, i.target, i.url, i.state])).toEqual([
        ['theme.mp3', 'Audio', 'asset', null, 'queued'],
        [address, 'Image', 'asset', address, 'queued'],
      ]);
      // Only the file waits on the shelf.
      expect(takeShelvedFile(items[0]!.id)?.name).toBe('theme.mp3');
      expect(shelvedCount()).toBe(0);
    });

    it('an address alone can be uploaded, and removed again before', async () => {
      const { user, dialog } = await openModal();
      const upload = within(dialog).getByRole('button', { name: T.upload });
      await user.type(within(dialog).getByRole('textbox', { name: T.imageFromUrl }), `${address}{Enter}`);
      expect(upload).toBeEnabled();
      await user.click(within(dialog).getByRole('button', { name: T.remove(address) }));
      expect(within(dialog).queryByRole('list', { name: T.chosenFiles })).not.toBeInTheDocument();
      expect(upload).toBeDisabled();
    });

    it('says under the field why an address cannot be used (not http or https, a password), before any call', async () => {
      const api = fakeProxyApi();
      const { user, dialog, state } = await openModal();
      const field = within(dialog).getByRole('textbox', { name: T.imageFromUrl });
      const add = within(dialog).getByRole('button', { name: T.addUrl });

      for (const [typed, problem] of [
        ['ftp://images.example.com/cover.png', T.invalidUrl],
        ['file:///etc/passwd', T.invalidUrl],
        ['images.example.com/cover.png', T.invalidUrl],
        ['https://me:secret@images.example.com/cover.png', URL_IMPORT_MESSAGES.credentials],
      ] as const) {
        await user.clear(field);
        await user.type(field, typed);
        await user.click(add);
        expect(field).toHaveAccessibleDescription(problem);
        expect(field).toHaveAttribute('aria-invalid', 'true');
        expect(field).toHaveValue(typed);
      }
      await user.click(add);
      expect(within(dialog).queryByRole('list', { name: T.chosenFiles })).not.toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: T.upload })).toBeDisabled();

      // Editing clears the message.
      await user.type(field, 'x');
      expect(field).not.toHaveAccessibleDescription();
      expect(field).toHaveAttribute('aria-invalid', 'false');
      expect(api.requests).toEqual([]);
      expect(state().items).toEqual([]);
    });
  });
});
