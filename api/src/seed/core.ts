import type { Db } from '../db';
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
  for (const a of accounts) {
    const inserted = await db.query(
      `insert into customers
         (email, given_name, family_name, company_name, role_in_company, country, industry, post_code, role)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       on conflict (email) do nothing
       returning id`,
      [a.email.toLowerCase(), a.givenName, a.familyName, a.companyName, a.roleInCompany, a.country, a.industry, a.postCode, a.role],
    );
    result.customers += inserted.rows.length;

    const { rows } = await db.query<{ id: number }>('select id from customers where email = $1', [a.email.toLowerCase()]);
    const customerId = rows[0]?.id;
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
