import { lazy, Suspense, useState, type ReactElement } from 'react';
import { useSearchParams } from '@portal/shared-ui/router';
import { CUSTOMER_ATTRIBUTES, HEADINGS, ROLES, ROUTES, SHELL_MESSAGES, SUPPORT_EMAIL } from '@portal/shared-contracts/core';
import { BILLING_INTERVALS, BILLING_TEXTS, planChange, type BillingInterval, type Price } from '@portal/shared-contracts/account';
import { Button, Col, PageHeader, Row, Spin, Typography, createStyles, useHttpClient, useMountProps, useSessionSnapshot } from '@portal/shared-ui';
import { ProgressModal } from '@portal/shared-ui/widgets';
import { routeTitle } from '../../routeTitle';
import { useAccountStyles } from '../../styles';
import { CurrentPlan } from './components/CurrentPlan';
import { PlanCard } from './components/PlanCard';
import type { BillingDetails, ConfirmCard } from './paymentFlow';
import { currentPlanOf, currentSubscriptionOf, needsCard, planOptions, tierOfPrice } from './plans';
import { useBillingData } from './useBillingData';
import { usePaymentFlow } from './usePaymentFlow';

/** The modal chunk (and with it react-stripe-js) loads when a plan is chosen or a card update asked. */
const UpdateSubscriptionModal = lazy(() => import('./update-modal/UpdateSubscriptionModal'));

/** `/subscription?updateCard=1` (the profile menu's "Update card details") opens a plain card update. */
export const UPDATE_CARD_PARAM = 'updateCard';

/** The modal's subject: a price chosen on a card, or null for a plain card update. */
type ModalSubject = { readonly price: Price | null } | null;

const useStyles = createStyles('account-subscription-hub', (token) => ({
  page: { maxWidth: 1200 },
  subtitle: { fontSize: token.fontSizeLG },
  loading: { padding: token.paddingLG, textAlign: 'center' },
  loadingText: { marginTop: token.marginXS },
  failed: { padding: token.paddingLG },
  help: { marginTop: token.marginLG },
}));

/**
 * /subscription (000 §2): "Subscription hub", the current plan line, one card per
 * product in plan order, and the help text. Choosing a plan opens the Update
 * Subscription modal for that price; while the plan change runs "Updating..." shows,
 * then the processing toast, 'subscription/changed' and /welcome.
 */
export default function SubscriptionHubPage(): ReactElement {
  const { navigate: shellNavigate } = useMountProps();
  const { user } = useSessionSnapshot();
  const http = useHttpClient();
  const isCustomer = !!user && user.role !== ROLES.admin;
  const data = useBillingData(http, isCustomer);
  const [params, setParams] = useSearchParams();
  const [chosen, setChosen] = useState<ModalSubject>(null);
  const [intervals, setIntervals] = useState<Readonly<Record<string, BillingInterval>>>({});
  const [nowSeconds] = useState(() => Math.floor(Date.now() / 1000));
  const classes = useStyles();
  const shared = useAccountStyles();

  const country = user?.attributes[CUSTOMER_ATTRIBUTES.COUNTRY] ?? null;
  const products = data.products.status === 'ready' ? data.products.value : [];
  const account = data.account?.status === 'ready' ? data.account.value : null;
  const current = currentSubscriptionOf(account, products, user?.tier ?? null, nowSeconds);
  const currentPlan = currentPlanOf(current);
  const subject: ModalSubject = chosen ?? (params.get(UPDATE_CARD_PARAM) === '1' ? { price: null } : null);

  const close = (): void => {
    setChosen(null);
    if (params.has(UPDATE_CARD_PARAM)) {
      setParams(
        (p) => {
          p.delete(UPDATE_CARD_PARAM);
          return p;
        },
        { replace: true },
      );
    }
  };
  const flow = usePaymentFlow({
    onCardUpdated: () => {
      close();
      data.reloadAccount();
    },
    onSubscriptionChanged: () => {
      close();
      shellNavigate(ROUTES.welcome);
    },
  });

  const open = (price: Price): void => {
    flow.reset();
    setChosen({ price });
  };
  const submit = (billing: BillingDetails, confirmCard: ConfirmCard | null): void => {
    const price = subject?.price ?? null;
    const downgradeOrFree = !!price && !needsCard(price);
    void flow.submit(
      {
        price,
        tier: price ? tierOfPrice(products, price.id) : null,
        withCard: !downgradeOrFree,
        billing,
        subscriptionId: current?.subscription.id ?? null,
        email: user?.email ?? null,
        customerId: account?.customer.id ?? null,
      },
      confirmCard,
    );
  };

  const canChoose = isCustomer && data.account?.status === 'ready' && flow.state.status !== 'updating';
  const subjectTier = subject?.price ? tierOfPrice(products, subject.price.id) : null;
  return (
    <div className={`${shared.page} ${classes.page}`}>
      <PageHeader title={routeTitle(ROUTES.subscription)} heading={HEADINGS.subscriptionHub}>
        <Typography.Paragraph className={classes.subtitle}>{HEADINGS.subscriptionHubSubtitle}</Typography.Paragraph>
      </PageHeader>
      {isCustomer && (data.account?.status === 'ready' || data.account?.status === 'loading') ? <CurrentPlan current={current} loading={data.account.status === 'loading'} /> : null}
      <div>
        {data.products.status === 'loading' ? (
          <div role="status" className={classes.loading}>
            <Spin aria-hidden />
            <Typography.Paragraph className={classes.loadingText}>{BILLING_TEXTS.loadingPlans}</Typography.Paragraph>
          </div>
        ) : null}
        {data.products.status === 'failed' ? (
          <div role="alert" className={classes.failed}>
            <Typography.Paragraph>{BILLING_TEXTS.plansFailed}</Typography.Paragraph>
            <Button onClick={data.reloadProducts}>{BILLING_TEXTS.retry}</Button>
          </div>
        ) : null}
        <Row gutter={[16, 16]}>
          {planOptions(products).map((option) => {
            const wanted = intervals[option.product.id] ?? (current?.level === option.tier ? current.interval : BILLING_INTERVALS.month);
            const interval = option.prices[wanted] ? wanted : BILLING_INTERVALS.month;
            return (
              <Col key={option.product.id} xs={24} sm={12} xl={6}>
                <PlanCard
                  option={option}
                  interval={interval}
                  onIntervalChange={(i) => setIntervals((s) => ({ ...s, [option.product.id]: i }))}
                  country={country}
                  change={canChoose ? planChange(currentPlan, { tier: option.tier, interval }) : null}
                  onChoose={open}
                />
              </Col>
            );
          })}
        </Row>
      </div>
      <Typography.Paragraph className={classes.help}>
        {BILLING_TEXTS.helpBefore} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> {BILLING_TEXTS.helpAfter}
      </Typography.Paragraph>
      {subject ? (
        <Suspense fallback={null}>
          <UpdateSubscriptionModal
            price={subject.price}
            tier={subjectTier}
            productName={products.find((p) => p.prices.some((pr) => pr.id === subject.price?.id))?.name ?? null}
            currentPlan={currentPlan}
            country={country}
            defaultName={[user?.givenName, user?.familyName].filter(Boolean).join(' ')}
            card={account?.customer.invoice_settings.default_payment_method ?? null}
            payment={flow.state}
            onSubmit={submit}
            onCancel={close}
          />
        </Suspense>
      ) : null}
      <ProgressModal open={flow.state.status === 'updating' && flow.state.step === 'subscription'} message={SHELL_MESSAGES.updating} />
    </div>
  );
}
