import type { ReactElement } from 'react';
import { ADMIN_FIGURES, ADMIN_INVOICE_LABELS } from '@portal/shared-contracts/admin';
import { Button, Flex, LoadFailure } from '@portal/shared-ui';
import { LoadingNote } from '../../../components/LoadingNote';
import type { InvoiceList } from '../../../lib/invoiceList';
import { InvoicesTable, type InvoiceTableKind } from './InvoicesTable';

export interface InvoiceListViewProps {
  readonly list: InvoiceList;
  readonly kind: InvoiceTableKind;
  /** What the table says when it has no rows. */
  readonly empty: string;
  /** Retry of a failed first page. */
  readonly onReload: () => void;
  /** "Load more", and Retry of a failed next page. */
  readonly onMore: () => void;
}

/**
 * An invoice list as it loads (002 §2): the loader note "may take up to 5 seconds" and a
 * skeleton, the table, "Load more" while the gateway has more, the api's message with Retry.
 */
export function InvoiceListView({ list, kind, empty, onReload, onMore }: InvoiceListViewProps): ReactElement {
  const firstPage = list.page === 'first';
  const loading = <LoadingNote what={ADMIN_INVOICE_LABELS.loading} seconds={ADMIN_FIGURES.LOADER_SECONDS.INVOICES} rows={firstPage ? 3 : 1} />;
  const failure = <LoadFailure title={ADMIN_INVOICE_LABELS.loadFailed} message={list.error} retryLabel={ADMIN_INVOICE_LABELS.retry} onRetry={firstPage ? onReload : onMore} />;
  const tableShown = !firstPage || list.status === 'succeeded';
  return (
    <>
      {firstPage && list.status === 'loading' ? loading : null}
      {firstPage && list.status === 'failed' ? failure : null}
      {tableShown ? <InvoicesTable invoices={list.invoices} kind={kind} empty={empty} /> : null}
      {!firstPage && list.status === 'loading' ? loading : null}
      {!firstPage && list.status === 'failed' ? failure : null}
      {tableShown && list.status === 'succeeded' && list.hasMore ? (
        <Flex justify="center">
          <Button onClick={onMore}>{ADMIN_INVOICE_LABELS.loadMore}</Button>
        </Flex>
      ) : null}
    </>
  );
}
