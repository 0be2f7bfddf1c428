import { combineSlices } from '@reduxjs/toolkit';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GENERATE_SHARE_URL_PATH, QR_CODE, QR_MESSAGES as T, qrExpiresOn, qrExpiryEpochMs } from '@portal/shared-contracts/storyboards';
import { fakeProxyApi, type FakeProxyApi, type ProxyRequest } from '../../testing/fakeProxyApi';
import { fakeMountProps, renderWithProviders } from '../../testing/renderWithProviders';
import { signedInSession } from '../../testing/sessions';
import { defaultExpiryInput } from './expiry';
import { QrCodeModal } from './QrCodeModal';
import { storyboardQrSaga } from './sagas';
import { storyboardQrSlice } from './slice';

// antd's dialogs are slow to drive in jsdom, the more so on a busy machine.
jest.setTimeout(30_000);

const LINK = 'http://localhost:4000/share/7.1767225599000.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';

/** jsdom draws nothing: a 2D context that records the canvas sizes painted, and PNGs made. */
function fakeCanvas() {
  const painted: number[] = [];
  const pngs: { width: number; type: string | undefined }[] = [];
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    painted.push(this.width);
    return { fillStyle: '', fillRect: () => undefined } as unknown as CanvasRenderingContext2D;
  } as unknown as HTMLCanvasElement['getContext']);
  jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, done: BlobCallback, type?: string) {
    pngs.push({ width: this.width, type });
    done(new Blob(['png'], { type }));
  });
  return { painted, pngs };
}

/** Downloads started through an `<a download>` (not followed: jsdom cannot navigate). */
function fakeDownloads() {
  const saved: string[] = [];
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:qr'), revokeObjectURL: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

afterEach(() => jest.restoreAllMocks());

function renderModal() {
  const api = fakeProxyApi();
  const canvas = fakeCanvas();
  const saved = fakeDownloads();
  const onClose = jest.fn();
  const mountProps = fakeMountProps({ session: signedInSession() });
  const { unmount } = renderWithProviders(<QrCodeModal storyboardId={7} onClose={onClose} />, {
    store: { reducer: combineSlices(storyboardQrSlice), saga: storyboardQrSaga },
    mountProps,
  });
  const dialog = screen.getByRole('dialog', { name: T.title });
  const field = (name: string) => within(dialog).getByRole('textbox', { name });
  return {
    api,
    canvas,
    saved,
    onClose,
    mountProps,
    dialog,
    unmount,
    user: userEvent.setup(),
    day: () => field(T.dayLabel),
    month: () => field(T.monthLabel),
    year: () => field(T.yearLabel),
    button: (name: string) => within(dialog).getByRole('button', { name }),
  };
}

async function opened(api: FakeProxyApi): Promise<ProxyRequest> {
  let found: ProxyRequest | null = null;
  await waitFor(() => {
    found = api.open('POST', GENERATE_SHARE_URL_PATH);
  });
  return found as unknown as ProxyRequest;
}

async function typeDate(m: ReturnType<typeof renderModal>, day: string, month: string, year: string): Promise<void> {
  for (const [input, value] of [[m.day(), day], [m.month(), month], [m.year(), year]] as const) {
    await m.user.clear(input);
    if (value) await m.user.type(input, value);
  }
}

describe('QrCodeModal ("CREATE QR CODE")', () => {
  it('starts 7 days ahead, makes the link on Set Expiry, then shows the code, the expiry and Download', async () => {
    const m = renderModal();
    const expected = defaultExpiryInput(new Date());
    expect([m.day(), m.month(), m.year()].map((i) => (i as HTMLInputElement).value)).toEqual([expected.day, expected.month, expected.year]);
    expect(within(m.dialog).queryByRole('img', { name: T.previewLabel })).not.toBeInTheDocument();

    await m.user.click(m.button(T.setExpiry));
    const post = await opened(m.api);
    const expiry = qrExpiryEpochMs({ day: Number(expected.day), month: Number(expected.month), year: Number(expected.year) });
    expect(post.body).toEqual({ data: { id: 7, expiry, user_id: 42 } });
    expect(new Date(expiry).toISOString()).toMatch(/T23:59:59\.000Z$/);
    expect(await within(m.dialog).findByText(T.making)).toBeInTheDocument();

    act(() => post.reply({ data: { result: { url: LINK } } }));
    const code = await within(m.dialog).findByRole('img', { name: T.previewLabel });
    expect(code).toHaveAttribute('width', String(QR_CODE.PREVIEW_SIZE_PX));
    expect(m.canvas.painted).toEqual([QR_CODE.PREVIEW_SIZE_PX]);
    expect(within(m.dialog).getByText(qrExpiresOn(new Date(expiry)))).toBeInTheDocument();
    expect(within(m.dialog).queryByRole('button', { name: T.setExpiry })).not.toBeInTheDocument();

    await m.user.click(m.button(T.download));
    await waitFor(() => expect(m.saved).toHaveLength(1));
    expect(m.canvas.pngs).toEqual([{ width: QR_CODE.DOWNLOAD_SIZE_PX, type: 'image/png' }]);
    const [dd, mm, yy] = [expected.day, expected.month, expected.year.slice(-2)].map((p) => p.padStart(2, '0'));
    expect(m.saved).toEqual([`qr-code-exp${dd}-${mm}-${yy}.png`]);
    expect(m.api.all('POST', GENERATE_SHARE_URL_PATH)).toHaveLength(1);
  });

  it('refuses a date that breaks dd mm yyyy with the toast and the label, asking nothing', async () => {
    const m = renderModal();
    await typeDate(m, '31', '2', '2030');
    await m.user.click(m.button(T.setExpiry));
    expect(await within(m.dialog).findByRole('alert')).toHaveTextContent(T.invalidDateEntered);
    expect(m.mountProps.bus.published('toast/requested')).toEqual([{ kind: 'error', message: T.invalidDateFormat }]);
    expect(m.day()).toHaveAttribute('aria-invalid', 'true');

    // Typing again clears the label; a year of letters is refused the same way.
    await typeDate(m, '1', '3', 'abcd');
    expect(within(m.dialog).queryByRole('alert')).not.toBeInTheDocument();
    await m.user.click(m.button(T.setExpiry));
    expect(await within(m.dialog).findByRole('alert')).toHaveTextContent(T.invalidDateEntered);
    expect(m.mountProps.bus.published('toast/requested')).toHaveLength(2);
    expect(m.api.requests).toEqual([]);
  });

  it('says when the day is over or too far ahead, without asking', async () => {
    const m = renderModal();
    const yesterday = new Date(Date.now() - 36 * 60 * 60 * 1000);
    await typeDate(m, String(yesterday.getUTCDate()), String(yesterday.getUTCMonth() + 1), String(yesterday.getUTCFullYear()));
    await m.user.click(m.button(T.setExpiry));
    expect(await within(m.dialog).findByRole('alert')).toHaveTextContent(T.expiryPast);
    await typeDate(m, '1', '1', String(new Date().getFullYear() + 3));
    await m.user.click(m.button(T.setExpiry));
    expect(await within(m.dialog).findByRole('alert')).toHaveTextContent(T.expiryTooFar);
    expect(m.mountProps.bus.published('toast/requested')).toEqual([]);
    expect(m.api.requests).toEqual([]);
  });

  it('logs a failed link, says so, and lets Set Expiry ask again', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const m = renderModal();
    await m.user.click(m.button(T.setExpiry));
    const post = await opened(m.api);
    act(() => post.fail(409, { code: 'NOT_PUBLISHED', message: 'Release it first.' }));
    expect(await within(m.dialog).findByText(T.linkFailed)).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('QR code link failed', expect.anything());
    expect(m.button(T.setExpiry)).toBeEnabled();

    await m.user.click(m.button(T.setExpiry));
    const retry = await opened(m.api);
    act(() => retry.reply({ data: { result: { url: LINK } } }));
    expect(await within(m.dialog).findByRole('img', { name: T.previewLabel })).toBeInTheDocument();
    expect(within(m.dialog).queryByText(T.linkFailed)).not.toBeInTheDocument();
  });

  it('goes back to Set Expiry when the date changes after the code is shown', async () => {
    const m = renderModal();
    await m.user.click(m.button(T.setExpiry));
    const post = await opened(m.api);
    act(() => post.reply({ data: { result: { url: LINK } } }));
    await within(m.dialog).findByRole('img', { name: T.previewLabel });
    await m.user.type(m.year(), '{backspace}9');
    expect(within(m.dialog).queryByRole('img', { name: T.previewLabel })).not.toBeInTheDocument();
    expect(m.button(T.setExpiry)).toBeEnabled();
  });

  it('closes with Close; once closed, a link still on its way is no longer asked for', async () => {
    const m = renderModal();
    await m.user.click(m.button(T.setExpiry));
    const post = await opened(m.api);
    await m.user.click(m.button(T.close));
    expect(m.onClose).toHaveBeenCalledTimes(1);
    m.unmount();
    await waitFor(() => expect(post.signal?.aborted).toBe(true));
  });
});
