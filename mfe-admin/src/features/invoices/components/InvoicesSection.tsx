import { useEffect, useMemo, type ReactElement } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { ADMIN_INVOICE_LABELS } from '@portal/shared-contracts/admin';
import { Typography } from '@portal/shared-ui';
import { TitledSection } from '../../../components/TitledSection';
import { useDateRange } from '../../date-range';
import { invoicesRangeCleared, invoicesRequested, moreInvoicesRequested, selectInvoiceList, type InvoiceRange } from '../slice';
import { InvoiceListView } from './InvoiceListView';

/**
 * The Users tab's Invoices (002 §2): every invoice created in the date filter's days, the
 * api filtering and paging them; while the filter is invalid the list waits (the filter
 * shows why).
 */
export function InvoicesSection(): ReactElement {
  const dispatch = useDispatch();
  const { bounds } = useDateRange();
  const list = useSelector(selectInvoiceList);
  const range = useMemo<InvoiceRange | null>(
    () => (bounds ? { gte: Math.floor(bounds.fromMs / 1000), lt: Math.ceil(bounds.toMs / 1000) } : null),
    [bounds],
  );

  useEffect(() => {
    dispatch(range ? invoicesRequested(range) : invoicesRangeCleared());
  }, [dispatch, range]);

  return (
    <TitledSection title={ADMIN_INVOICE_LABELS.heading} level={2}>
      {range ? (
        <InvoiceListView
          list={list}
          kind="all"
          empty={ADMIN_INVOICE_LABELS.noInvoicesInRange}
          onReload={() => dispatch(invoicesRequested(range))}
          onMore={() => dispatch(moreInvoicesRequested())}
        />
      ) : (
        <Typography.Text type="secondary">{ADMIN_INVOICE_LABELS.waitingForRange}</Typography.Text>
      )}
    </TitledSection>
  );
}
