import type { ReactElement } from 'react';
import { PRICING, BILLING_LABELS } from '@portal/shared-contracts/core';
import {
  BILLING_INTERVALS,
  BILLING_TEXTS,
  displayPrice,
  type BillingInterval,
  type PlanChange,
  type Price,
} from '@portal/shared-contracts/account';
import { Button, Flex, Tag, Typography, createStyles } from '@portal/shared-ui';
import { Card } from '@portal/shared-ui/widgets';
import { AA_TEXT_COLORS, useAccountStyles } from '../../../styles';
import { intervalsOf, type PlanOption } from '../plans';

export interface PlanCardProps {
  readonly option: PlanOption;
  /** The interval the toggle shows. */
  readonly interval: BillingInterval;
  readonly onIntervalChange: (interval: BillingInterval) => void;
  /** The customer's custom:country: Australia adds 10% GST to every figure. */
  readonly country: string | null;
  /** What choosing the shown price means for this customer; null when plans cannot be chosen. */
  readonly change: PlanChange | null;
  readonly onChoose: (price: Price) => void;
}

const useStyles = createStyles('account-plan-card', (token) => ({
  fill: { height: '100%' },
  body: { height: '100%', gap: token.marginSM },
  /** The success colours, with text and edge in green 9: antd's success green fails WCAG AA. */
  currentTag: { color: AA_TEXT_COLORS.success, background: token.colorSuccessBg, borderColor: AA_TEXT_COLORS.success },
  price: { fontSize: token.fontSizeHeading3 },
  description: { flex: 1 },
}));

const INTERVAL_LABEL: Record<BillingInterval, string> = { month: BILLING_LABELS.monthly, year: BILLING_LABELS.yearly };

/**
 * One product of the hub (000 §2, 001 §9): name, Monthly / Yearly toggle, the price of
 * the shown interval (GST added for Australia), a monthly price's yearly equivalent, the
 * Current badge, and Change Plan (Free Forever for Beginner).
 */
export function PlanCard({ option, interval, onIntervalChange, country, change, onChoose }: PlanCardProps): ReactElement {
  const { product, tier } = option;
  const intervals = intervalsOf(option);
  const price = option.prices[interval] ?? option.prices[intervals[0] ?? BILLING_INTERVALS.month] ?? null;
  const shown = price ? displayPrice(price, country) : null;
  const isCurrent = change === 'current';
  const free = tier === PRICING.FREE_FOREVER_TIER;
  const label = free ? BILLING_LABELS.freeForever : BILLING_LABELS.changePlan;
  const headingId = `plan-${product.id}`;
  const classes = useStyles();
  const shared = useAccountStyles();

  return (
    <article aria-labelledby={headingId} className={classes.fill}>
      <Card className={classes.fill}>
        <Flex vertical className={classes.body}>
          <Flex justify="space-between" align="center" gap="small">
            <Typography.Title level={2} id={headingId} className={`${shared.cardHeading} ${shared.flush}`}>
              {product.name}
            </Typography.Title>
            {isCurrent ? (
              <Tag className={classes.currentTag}>
                {BILLING_LABELS.current}
              </Tag>
            ) : null}
          </Flex>
          {intervals.length > 1 ? (
            <div role="group" aria-label={BILLING_TEXTS.intervalToggle(product.name)}>
              <Flex gap={0}>
                {intervals.map((i) => (
                  <Button key={i} type={i === interval ? 'primary' : 'default'} aria-pressed={i === interval} onClick={() => onIntervalChange(i)}>
                    {INTERVAL_LABEL[i]}
                  </Button>
                ))}
              </Flex>
            </div>
          ) : null}
          {shown ? (
            <div data-testid="plan-price">
              <Typography.Text strong className={classes.price}>
                {shown.amount}
              </Typography.Text>{' '}
              <Typography.Text>{shown.interval === BILLING_INTERVALS.year ? BILLING_TEXTS.perYear : BILLING_TEXTS.perMonth}</Typography.Text>
              {shown.inclGst ? <Typography.Text type="secondary"> {BILLING_TEXTS.inclGst}</Typography.Text> : null}
              {shown.yearlyEquivalent && !shown.free ? (
                <Typography.Paragraph type="secondary" className={shared.flush}>
                  {BILLING_TEXTS.yearlyEquivalent(shown.yearlyEquivalent)}
                </Typography.Paragraph>
              ) : null}
            </div>
          ) : null}
          {product.description ? <Typography.Paragraph className={`${shared.flush} ${classes.description}`}>{product.description}</Typography.Paragraph> : null}
          <Button
            type={isCurrent ? 'default' : 'primary'}
            block
            disabled={!price || change === null || isCurrent}
            aria-label={BILLING_TEXTS.choosePlan(label, product.name)}
            onClick={() => price && onChoose(price)}
          >
            {label}
          </Button>
        </Flex>
      </Card>
    </article>
  );
}
