import type { ReactElement, ReactNode } from 'react';
import { LABELS, ROUTES } from '@portal/shared-contracts/core';
import { Button, Result, Space } from './antd';

export interface UpgradePanelProps {
  readonly title: string;
  readonly description?: ReactNode;
  /** Where "Upgrade Now" leads (the subscription hub); hidden when absent. */
  readonly upgradeHref?: string;
  /** Router-aware navigation supplied by the caller. */
  readonly onNavigate: (to: string) => void;
  readonly image?: ReactNode;
  /** Called when "Talk to sales" is chosen, before the navigation (analytics). */
  readonly onTalkToSales?: () => void;
}

/** Shown on gated pages to users without the feature (000 §6, 001 §2 videos). */
export function UpgradePanel({ title, description, upgradeHref, onNavigate, image, onTalkToSales }: UpgradePanelProps): ReactElement {
  return (
    <section aria-label={`${title} upgrade`} data-testid="upgrade-panel">
      <Result
        icon={image}
        status={image ? undefined : 'info'}
        title={title}
        subTitle={description}
        extra={
          <Space wrap>
            <Button type="primary" href={ROUTES.contactForm} onClick={(e) => { e.preventDefault(); onTalkToSales?.(); onNavigate(ROUTES.contactForm); }}>
              {LABELS.talkToSales}
            </Button>
            {upgradeHref ? (
              <Button href={upgradeHref} onClick={(e) => { e.preventDefault(); onNavigate(upgradeHref); }}>
                {LABELS.upgradeNow}
              </Button>
            ) : null}
          </Space>
        }
      />
    </section>
  );
}
