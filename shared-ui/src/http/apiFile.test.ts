import { ApiError } from './apiError';
import { apiPathOf, fetchApiFile, fileNameOf, saveFile } from './apiFile';
import { createHttpClient } from './client';

const API = 'http://api.test';

describe('apiPathOf', () => {
  it.each([
    [API, `${API}/stripe/invoices/in_1/pdf`, '/stripe/invoices/in_1/pdf'],
    [`${API}/`, `${API}/stripe/invoices/in_1/pdf?x=1`, '/stripe/invoices/in_1/pdf?x=1'],
    ['https://example.com/api/v1', 'https://example.com/api/v1/stripe/invoices/in_1/pdf', '/stripe/invoices/in_1/pdf'],
  ])('reads %s + %s as the path %s', (apiUrl, link, path) => {
    expect(apiPathOf(apiUrl, link)).toBe(path);
  });

  it.each([
    [API, 'https://elsewhere.test/stripe/invoices/in_1/pdf'],
    [API, 'http://api.test:8080/x'],
    ['https://example.com/api/v1', 'https://example.com/api/v10/x'],
    ['https://example.com/api/v1', 'https://example.com/other'],
    [API, 'http://[not a url'],
  ])('gives no path (the token stays home) for %s + %s', (apiUrl, link) => {
    expect(apiPathOf(apiUrl, link)).toBeNull();
  });
});

describe('fileNameOf', () => {
  it.each([
    ['inline; filename="invoice-INV-0001.pdf"', 'invoice-INV-0001.pdf'],
    ['attachment; filename=report.pdf', 'report.pdf'],
    ['inline', null],
    [null, null],
  ])('%s -> %s', (header, name) => {
    expect(fileNameOf(header)).toBe(name);
  });
});

/** A fetch answering one file (or an error body) and recording what it was asked. */
function fileFetch(status: number, body: unknown, headers: Record<string, string> = {}) {
  return jest.fn(async (_input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
      blob: async () => body,
      json: async () => body,
    } as unknown as Response;
  });
}

describe('fetchApiFile', () => {
  const pdf = { size: 3, type: 'application/pdf' } as Blob;

  it("GETs the link's path with the session's token and answers the file and its name", async () => {
    const fetch = fileFetch(200, pdf, { 'content-disposition': 'inline; filename="invoice-7.pdf"' });
    const client = createHttpClient({ apiUrl: API, getIdToken: async () => 'id-1', fetch });
    await expect(fetchApiFile(client, API, `${API}/stripe/invoices/in_7/pdf`)).resolves.toEqual({ blob: pdf, fileName: 'invoice-7.pdf' });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe(`${API}/stripe/invoices/in_7/pdf`);
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer id-1');
  });

  it("rejects with the api's error, and sends nothing for a link off the api", async () => {
    const fetch = fileFetch(404, { error_code: 'INVOICE_NOT_FOUND', error_message: 'No such invoice' });
    const client = createHttpClient({ apiUrl: API, getIdToken: async () => 'id-1', fetch });
    await expect(fetchApiFile(client, API, `${API}/stripe/invoices/in_x/pdf`)).rejects.toEqual(new ApiError(404, 'INVOICE_NOT_FOUND', 'No such invoice'));
    await expect(fetchApiFile(client, API, 'https://elsewhere.test/x.pdf')).rejects.toBeInstanceOf(ApiError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('saveFile', () => {
  const created = jest.fn(() => 'blob:http://portal.test/1');
  const revoked = jest.fn();

  beforeEach(() => {
    jest.useFakeTimers();
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('clicks a download link of the object URL named after the file, then lets the URL go', () => {
    const clicks: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    const blob = { size: 1 } as Blob;
    saveFile(blob, 'invoice-7.pdf');
    expect(created).toHaveBeenCalledWith(blob);
    expect(clicks.map((a) => [a.href, a.download])).toEqual([['blob:http://portal.test/1', 'invoice-7.pdf']]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoked).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(revoked).toHaveBeenCalledWith('blob:http://portal.test/1');
    click.mockRestore();
  });
});
