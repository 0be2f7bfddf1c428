import { combineSlices } from '@reduxjs/toolkit';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminInvoice } from '@portal/shared-contracts/admin';
import { adminInvoice } from '../../testing/adminBilling';
import { answer, fakeAdminApi, refuse, type AdminReply, type FakeAdminApi } from '../../testing/fakeAdminApi';
import { fakeMountProps, renderWithProviders } from '../../testing/renderWithProviders';
import { adminSession } from '../../testing/sessions';
import { InvoicesSection, invoicesSaga, invoicesSlice } from '.';

jest.setTimeout(60_000);

const INVOICES = '/admin/stripeInvoices';
/** ?from=2026-11-20&to=2026-11-26 in Brisbane (UTC+10): from 19 Nov 14:00 UTC to 26 Nov 14:00 UTC. */
const RANGE = '?from=2026-11-20&to=2026-11-26';
const GTE = String(Date.UTC(2026, 10, 19, 14) / 1000);
const LT = String(Date.UTC(2026, 10, 26, 14) / 1000);

const page = (invoices: AdminInvoice[], hasMore = false) => answer({ invoices, has_more: hasMore });

function renderInvoices(api: FakeAdminApi, url = `/admin/users${RANGE}`) {
  const session = adminSession();
  session.getIdToken.mockResolvedValue('admin-id-token');
  const mountProps = fakeMountProps({ session });
  const rendered = renderWithProviders(<InvoicesSection />, { url, path: '/admin/users', mountProps, store: { reducer: combineSlices(invoicesSlice), saga: (props) => invoicesSaga(props) } });
  return { api, rendered, events: userEvent.setup({ delay: null }) };
}

const queries = (api: FakeAdminApi): Array<Record<string, string>> => api.sentTo('GET', INVOICES).map((r) => Object.fromEntries(r.query.entries()));
const rowsOf = (): HTMLElement[] => within(screen.getByRole('table', { name: 'Invoices' })).getAllByRole('row').slice(1);
const cells = (row: HTMLElement): Array<string | null> => within(row).getAllByRole('cell').map((c) => c.textContent);

describe('Users tab: the invoices of the date range', () => {
  it("shows the loader note, then the range's invoices: paid time, customer, plan, amount / 100, currency, status and PDF", async () => {
    const api = fakeAdminApi();
    let release: (reply: AdminReply) => void = () => undefined;
    api.serve('GET', INVOICES, () => new Promise<AdminReply>((resolve) => (release = resolve)));
    renderInvoices(api);
    expect(await screen.findByText('Loading invoices (may take up to 5 seconds)')).toBeInTheDocument();
    await act(async () =>
      release(
        page([
          adminInvoice('in_2', { paid_time: Date.UTC(2026, 10, 25, 14, 30) / 1000, amount: 12345 }),
          adminInvoice('in_1', { status: 'open', paid_time: null, customer_email: null, subscription_plan: null, amount: 990, currency: 'usd' }),
        ]),
      ),
    );
    await waitFor(() => expect(rowsOf()).toHaveLength(2));
    expect(queries(api)).toEqual([{ limit: '50', created_gte: GTE, created_lt: LT }]);
    expect(cells(rowsOf()[0]!)).toEqual(['26/11/2026, 00:30', 'pro@demo.test', 'Pro', expect.stringMatching(/^AUD\s?123\.45$/), 'AUD', 'paid', 'PDF']);
    expect(cells(rowsOf()[1]!)).toEqual(['Not paid', '—', '—', expect.stringMatching(/^USD\s?9\.90$/), 'USD', 'open', 'PDF']);
    expect(within(rowsOf()[0]!).getByRole('button', { name: 'Download invoice INV-in_2 (PDF)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more invoices' })).not.toBeInTheDocument();
  });

  it('pages after the last id within the same range while the api has more', async () => {
    const api = fakeAdminApi();
    api.serve('GET', INVOICES, (request) => (request.query.get('id') === 'in_8' ? page([adminInvoice('in_7')]) : page([adminInvoice('in_9'), adminInvoice('in_8')], true)));
    const { events } = renderInvoices(api);
    await events.click(await screen.findByRole('button', { name: 'Load more invoices' }));
    await waitFor(() => expect(rowsOf()).toHaveLength(3));
    expect(queries(api)).toEqual([
      { limit: '50', created_gte: GTE, created_lt: LT },
      { id: 'in_8', limit: '50', created_gte: GTE, created_lt: LT },
    ]);
    expect(screen.queryByRole('button', { name: 'Load more invoices' })).not.toBeInTheDocument();
  });

  it('says the range has no invoices, and waits without asking while the range is invalid', async () => {
    const api = fakeAdminApi();
    api.serve('GET', INVOICES, page([]));
    renderInvoices(api);
    expect(await screen.findByText('No invoices in these dates.')).toBeInTheDocument();

    const idle = fakeAdminApi();
    renderInvoices(idle, '/admin/users?from=2026-11-27&to=2026-11-26');
    expect(screen.getByText('Choose a valid date range to see its invoices.')).toBeInTheDocument();
    expect(idle.sent).toHaveLength(0);
  });

  it("shows the api's message with Retry when a page fails", async () => {
    const api = fakeAdminApi();
    let answers = 0;
    api.serve('GET', INVOICES, () => (++answers === 1 ? refuse(502, 'GATEWAY_ERROR', 'Stripe did not answer.') : page([adminInvoice('in_1')])));
    const { events } = renderInvoices(api);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The invoices could not be loaded.');
    expect(alert).toHaveTextContent('Stripe did not answer.');
    await events.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rowsOf()).toHaveLength(1));
    expect(queries(api)).toHaveLength(2);
  });

  describe('the PDF link', () => {
    const created = jest.fn(() => 'blob:portal/invoice');
    beforeEach(() => {
      Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    });

    /** The api's answers to the PDF route (bytes with a name, or an error), beside the fake api's JSON ones. */
    function servePdf(reply: { status: number; body: unknown; headers?: Record<string, string> }) {
      const json = globalThis.fetch;
      const asked: Array<{ url: string; auth: string | null }> = [];
      globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        if (!url.endsWith('/pdf')) return json(input, init);
        asked.push({ url, auth: new Headers(init?.headers).get('authorization') });
        return { ok: reply.status < 300, status: reply.status, headers: new Headers(reply.headers), blob: async () => reply.body, json: async () => reply.body } as unknown as Response;
      }) as typeof fetch;
      return asked;
    }

    it("fetches the PDF with the admin's token and saves it under the api's file name", async () => {
      const api = fakeAdminApi();
      api.serve('GET', INVOICES, page([adminInvoice('in_1')]));
      const pdf = { size: 10, type: 'application/pdf' };
      const asked = servePdf({ status: 200, body: pdf, headers: { 'content-disposition': 'inline; filename="invoice-INV-0001.pdf"' } });
      const saved: Array<[string, string]> = [];
      const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push([this.href, this.download]);
      });
      const { events } = renderInvoices(api);
      await events.click(await screen.findByRole('button', { name: 'Download invoice INV-in_1 (PDF)' }));
      await waitFor(() => expect(saved).toEqual([['blob:portal/invoice', 'invoice-INV-0001.pdf']]));
      expect(asked).toEqual([{ url: 'http://api.test/stripe/invoices/in_1/pdf', auth: 'Bearer admin-id-token' }]);
      expect(created).toHaveBeenCalledWith(pdf);
      click.mockRestore();
    });

    it("toasts the api's message when the PDF cannot be had", async () => {
      const api = fakeAdminApi();
      api.serve('GET', INVOICES, page([adminInvoice('in_1')]));
      servePdf({ status: 404, body: { error_code: 'INVOICE_NOT_FOUND', error_message: 'No such invoice' } });
      const { events, rendered } = renderInvoices(api);
      await events.click(await screen.findByRole('button', { name: 'Download invoice INV-in_1 (PDF)' }));
      await waitFor(() => expect(rendered.mountProps.bus.published('toast/requested')).toEqual([{ kind: 'error', message: 'No such invoice' }]));
    });
  });
});
