import type { Db } from '../db';
import { customerRepository } from '../plugins/app/customers/customer-repository';
import { DEMO_ACCOUNTS, devProjectCode, type DemoAccount } from './demo-accounts';

/** Rows the core seed inserted (zero on a second run). */
export interface CoreSeedResult {
  customers: number;
  projects: number;
}

/**
 * Customers and their Dev and Live projects. `on conflict do nothing` keeps it
 * idempotent and leaves alone a demo customer someone has edited since.
 */
export async function seedCustomers(db: Db, accounts: readonly DemoAccount[] = DEMO_ACCOUNTS): Promise<CoreSeedResult> {
  const result: CoreSeedResult = { customers: 0, projects: 0 };
  const customers = customerRepository(db);
  for (const a of accounts) {
    if ((await customers.insert(a, a.role)) !== null) result.customers += 1;
    const customerId = (await customers.findByEmail(a.email))?.id;
    if (customerId === undefined) throw new Error(`demo customer ${a.email} missing after insert`);

    for (const [type, code] of [['Live', a.projectCode], ['Dev', devProjectCode(a)]] as const) {
      const project = await db.query(
        `insert into projects (customer_id, code, project_type) values ($1, $2, $3)
         on conflict do nothing
         returning id`,
        [customerId, code, type],
      );
      result.projects += project.rows.length;
    }
  }
  return result;
}
