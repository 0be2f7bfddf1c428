import { useCallback, useEffect, type ReactElement } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { ROUTES } from '@portal/shared-contracts/core';
import {
  ADMIN_FIGURES,
  ADMIN_INVOICE_LABELS,
  ADMIN_LABELS,
  ADMIN_USER_LABELS as L,
  adminUserName,
  adminUserNotFound,
  type AdminAction,
} from '@portal/shared-contracts/admin';
import { Breadcrumbs, Flex, LoadFailure, Result, Typography, createStyles } from '@portal/shared-ui';
import { Link, useLocation, useNavigate } from '@portal/shared-ui/router';
import { LoadingNote } from '../../../components/LoadingNote';
import { TitledSection } from '../../../components/TitledSection';
import { UserActions } from '../../admin-actions';
import { InvoiceListView } from '../../invoices';
import { currentSubscription } from '../../../lib/subscriptions';
import {
  moreUserInvoicesRequested,
  selectDetailCounts,
  selectDetailCustomer,
  selectDetailError,
  selectDetailInvoices,
  selectDetailStatus,
  selectDetailUser,
  userInvoicesRequested,
  userOpened,
} from '../slice';
import { AccountFacts } from './AccountFacts';
import { Facts } from './Facts';
import { PaymentFacts } from './PaymentFacts';

const useStyles = createStyles('admin-user-detail', (token) => ({
  page: { display: 'flex', flexDirection: 'column', gap: token.marginLG, marginBlockStart: token.margin },
  heading: { margin: 0 },
}));

/**
 * The inner user page (002 §2, §3): the identity and payment data of one user, their
 * videos and storyboards, their invoices, and the actions. Its way back to Users keeps the
 * list's query and the date filter (the URL's query).
 */
export function UserDetail({ username }: { readonly username: string }): ReactElement {
  const classes = useStyles();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { search } = useLocation();
  const status = useSelector(selectDetailStatus);
  const error = useSelector(selectDetailError);
  const user = useSelector(selectDetailUser);
  const customer = useSelector(selectDetailCustomer);
  const counts = useSelector(selectDetailCounts);
  const invoices = useSelector(selectDetailInvoices);
  const back = `${ROUTES.adminUsers}${search}`;

  useEffect(() => {
    dispatch(userOpened({ username }));
  }, [dispatch, username]);

  const reload = useCallback(() => dispatch(userOpened({ username })), [dispatch, username]);
  const onDone = useCallback(
    (action: AdminAction) => {
      if (action === 'delete_user') navigate(back);
      else reload();
    },
    [back, navigate, reload],
  );

  const shown = user && status !== 'notFound' ? user : null;
  const subscription = currentSubscription(customer?.subscriptions);
  const loading = status === 'loading';
  const failure = <LoadFailure title={L.loadFailed} message={error} retryLabel={L.retry} onRetry={reload} />;

  return (
    <div className={classes.page}>
      <Breadcrumbs items={[{ title: ADMIN_LABELS.users, to: back }, { title: shown ? adminUserName(shown) : username }]} />
      {status === 'notFound' ? (
        <Result status="404" title={L.notFound} subTitle={adminUserNotFound(username)} extra={<Link to={back}>{L.backToUsers}</Link>} />
      ) : null}
      {loading ? <LoadingNote what={L.loading} seconds={ADMIN_FIGURES.LOADER_SECONDS.USER_DATA} rows={shown ? 0 : 6} /> : null}
      {status === 'failed' ? failure : null}
      {shown ? (
        <>
          <Flex justify="space-between" align="center" gap="middle" wrap>
            <Typography.Title level={2} className={classes.heading}>
              {adminUserName(shown)}
            </Typography.Title>
            <UserActions user={shown} subscription={subscription} onDone={onDone} />
          </Flex>
          <TitledSection title={L.account} level={3}>
            <AccountFacts user={shown} />
          </TitledSection>
          <TitledSection title={L.subscription} level={3}>
            <PaymentFacts customer={customer} subscription={subscription} />
          </TitledSection>
          <TitledSection title={L.content} level={3}>
            <Facts
              facts={[
                [L.videos, counts?.videos ?? null],
                [L.storyboards, counts?.storyboards ?? null],
              ]}
            />
          </TitledSection>
          <TitledSection title={ADMIN_INVOICE_LABELS.heading} level={3}>
            {shown['custom:stripe-customer-id'] ? (
              <InvoiceListView
                list={invoices}
                kind="customer"
                empty={ADMIN_INVOICE_LABELS.noInvoices}
                onReload={() => dispatch(userInvoicesRequested())}
                onMore={() => dispatch(moreUserInvoicesRequested())}
              />
            ) : (
              <Typography.Text type="secondary">{ADMIN_INVOICE_LABELS.noInvoices}</Typography.Text>
            )}
          </TitledSection>
        </>
      ) : null}
    </div>
  );
}
