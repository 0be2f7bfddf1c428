import { useEffect, useRef, useState, type ReactElement } from 'react';
import { ADMIN_INVOICE_LABELS, adminInvoicePdfLabel, type AdminInvoice } from '@portal/shared-contracts/admin';
import { Button, useHttpClient, useMountProps } from '@portal/shared-ui';
import { fetchApiFile, saveFile } from '@portal/shared-ui/http';
import { apiMessageOf } from '../../../lib/apiMessage';

/**
 * An invoice's PDF (002 §2 invoice_pdf). The api serves it to a signed-in admin only, so
 * it is fetched with the session's token and saved from memory; a failure is a toast.
 */
export function InvoicePdfButton({ invoice }: { readonly invoice: AdminInvoice }): ReactElement {
  const { config, bus } = useMountProps();
  const client = useHttpClient();
  const [busy, setBusy] = useState(false);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const download = async (): Promise<void> => {
    const controller = new AbortController();
    running.current = controller;
    setBusy(true);
    try {
      const file = await fetchApiFile(client, config.apiUrl, invoice.invoice_pdf, controller.signal);
      saveFile(file.blob, file.fileName ?? `invoice-${invoice.number ?? invoice.id}.pdf`);
    } catch (error) {
      if (!controller.signal.aborted) bus.publish('toast/requested', { kind: 'error', message: apiMessageOf(error) ?? ADMIN_INVOICE_LABELS.pdfFailed });
    } finally {
      if (!controller.signal.aborted) setBusy(false);
    }
  };
  return (
    <Button type="link" size="small" loading={busy} aria-label={adminInvoicePdfLabel(invoice.number ?? invoice.id)} onClick={() => void download()}>
      {ADMIN_INVOICE_LABELS.pdfLink}
    </Button>
  );
}
