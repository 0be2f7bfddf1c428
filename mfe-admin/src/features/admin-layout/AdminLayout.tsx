import type { ReactElement } from 'react';
import { ROUTES } from '@portal/shared-contracts/core';
import { ADMIN_LABELS } from '@portal/shared-contracts/admin';
import { PageHeader } from '@portal/shared-ui';
import { Tabs } from '@portal/shared-ui/widgets';
import { Outlet, useLocation, useNavigate } from '@portal/shared-ui/router';
import { DateRangeFilter, useDateRange } from '../date-range';

/** The tabs of /admin (002 §2: Dashboard and Users; the audit log is ours), each a path of its own. */
const TABS = [
  { key: ROUTES.admin, label: ADMIN_LABELS.dashboard },
  { key: ROUTES.adminUsers, label: ADMIN_LABELS.users },
  { key: ROUTES.adminAudit, label: ADMIN_LABELS.auditLog },
  { key: ROUTES.adminRemotes, label: ADMIN_LABELS.remotes },
] as const;

/** The tab a path belongs to: the inner user page is under Users. */
export function tabOf(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || ROUTES.admin;
  if (path === ROUTES.adminUsers || path.startsWith(`${ROUTES.adminUsers}/`)) return ROUTES.adminUsers;
  if (path === ROUTES.adminAudit) return ROUTES.adminAudit;
  if (path === ROUTES.adminRemotes) return ROUTES.adminRemotes;
  return ROUTES.admin;
}

/**
 * The admin page (002 §2): its heading, the tabs, and the from/to date filter over the
 * Dashboard and Users tabs; the tab's page renders below. Switching tabs keeps the
 * filter (it lives in the URL's query).
 */
export function AdminLayout(): ReactElement {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { range, setRange } = useDateRange();
  const active = tabOf(pathname);
  return (
    <>
      <PageHeader title={ADMIN_LABELS.page} />
      <Tabs
        activeKey={active}
        onChange={(key) => navigate(`${key}${search}`)}
        items={TABS.map(({ key, label }) => ({
          key,
          label,
          // The open tab's panel holds its page (only the open one is rendered).
          children:
            key === active ? (
              <>
                {active === ROUTES.adminAudit || active === ROUTES.adminRemotes ? null : <DateRangeFilter range={range} onChange={setRange} />}
                <Outlet />
              </>
            ) : null,
        }))}
      />
    </>
  );
}
