import { HEADINGS, ROUTES, SUPPORT_EMAIL } from '@portal/shared-contracts/core';
import { BILLING_TEXTS, LIST_PRODUCTS_PATH } from '@portal/shared-contracts/account';
import type { PageSnapshots } from '@portal/shared-ui/snapshot';
import { pageSnapshots } from './snapshots';

function parsed(html: string): HTMLElement {
  const page = document.createElement('div');
  page.innerHTML = html;
  return page;
}

describe("mfe-account's page snapshots", () => {
  let snapshots: PageSnapshots;
  beforeAll(async () => {
    snapshots = await pageSnapshots();
  });

  it('sends sign-in and sign-up to signed-out visitors, the subscription hub to signed-in users', () => {
    expect(Object.fromEntries(Object.entries(snapshots).map(([path, s]) => [path, s.access]))).toEqual({
      [ROUTES.login]: 'guest',
      [ROUTES.createUser]: 'guest',
      [ROUTES.subscription]: 'private',
    });
  });

  it("names the catalogue as the read sign-up makes first, for its server to preload (docs/adr/058); the hub's carries a token", () => {
    expect(Object.fromEntries(Object.entries(snapshots).map(([path, s]) => [path, s.reads]))).toEqual({
      [ROUTES.login]: undefined,
      [ROUTES.createUser]: [LIST_PRODUCTS_PATH],
      [ROUTES.subscription]: undefined,
    });
  });

  it('shows the hub as every customer first sees it (docs/adr/057): its words, the current plan and the plans loading, and no one', () => {
    const { html } = snapshots[ROUTES.subscription]!;
    const page = parsed(html);
    expect(page.querySelector('h1')?.textContent).toBe(HEADINGS.subscriptionHub);
    expect(page.textContent).toContain(HEADINGS.subscriptionHubSubtitle);
    // The current plan's card keeps its place, its line empty, as the live page's does while the account loads.
    expect(page.querySelector('#current-plan-heading')?.textContent).toBe(BILLING_TEXTS.currentPlan);
    expect(page.querySelector('section[aria-busy="true"]')).not.toBeNull();
    expect(page.querySelector('[role="status"]')?.textContent).toBe(BILLING_TEXTS.loadingPlans);
    expect(page.querySelector(`a[href="mailto:${SUPPORT_EMAIL}"]`)).not.toBeNull();
    // No plan, price or person: those are the live page's.
    expect(page.querySelectorAll('.ant-card')).toHaveLength(1);
    expect(html).not.toMatch(/\$\d|@demo/);
  });
});
