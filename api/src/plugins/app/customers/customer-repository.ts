import { violates, type Db } from '../../../db';
import { ROLES, type Project, type ProjectEnvironment, type Role } from '../../../contracts';

/** A row of `customers` as the account routes need it. */
export interface Customer {
  readonly id: number;
  readonly email: string;
  readonly role: Role;
}

/** The profile a sign-up, a registration or the demo seed stores (000 §3 sign-up payload). */
export interface CustomerProfile {
  readonly email: string;
  readonly givenName: string;
  readonly familyName: string;
  readonly companyName: string;
  readonly roleInCompany: string;
  readonly country: string;
  readonly industry: string;
  readonly postCode: string;
}

/** Who a gateway customer (`cus_...`) belongs to, as an invoice names them. */
export interface BillingOwner {
  readonly id: number;
  readonly email: string;
  readonly name: string;
  readonly company: string;
  readonly country: string;
}

export interface CustomerRepository {
  findByEmail(email: string): Promise<Customer | null>;
  /** The customer mapped to a gateway customer id, or null when none is. */
  findBillingOwner(billingCustomerId: string): Promise<BillingOwner | null>;
  /** Inserts unless the e-mail is taken; the new id, or null when it was. `role` defaults to customer. */
  insert(profile: CustomerProfile, role?: Role): Promise<number | null>;
  projectsOf(customerId: number): Promise<Project[]>;
  isProjectCodeTaken(code: string): Promise<boolean>;
  /** Inserts a project; false when the code is taken (unique violation, e.g. a concurrent sign-up). */
  insertProject(customerId: number, type: ProjectEnvironment, code: string): Promise<boolean>;
  setLastLogin(customerId: number, at: Date): Promise<void>;
  /** Customers whose name or e-mail contains the text (any case), by name; and how many match. */
  search(text: string, size: number, from: number): Promise<{ hits: { id: number; fullName: string; email: string }[]; total: number }>;
}

/** SQL for customers and projects; pass a transaction's `tx` to take part in it. */
export function customerRepository(db: Db): CustomerRepository {
  return {
    async findByEmail(email) {
      const { rows } = await db.query<Customer>('select id, email, role from customers where email = $1', [
        email.trim().toLowerCase(),
      ]);
      const row = rows[0];
      return row ? { ...row, id: Number(row.id) } : null;
    },

    async findBillingOwner(billingCustomerId) {
      const { rows } = await db.query<{ id: number; email: string; given_name: string; family_name: string; company_name: string; country: string }>(
        `select c.id, c.email, c.given_name, c.family_name, c.company_name, c.country
         from billing_customers b join customers c on c.id = b.customer_id where b.id = $1`,
        [billingCustomerId],
      );
      const row = rows[0];
      if (!row) return null;
      return { id: Number(row.id), email: row.email, name: `${row.given_name} ${row.family_name}`, company: row.company_name, country: row.country };
    },

    async insert(p, role = ROLES.customer) {
      const { rows } = await db.query<{ id: number }>(
        `insert into customers
           (email, given_name, family_name, company_name, role_in_company, country, industry, post_code, role)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         on conflict (email) do nothing
         returning id`,
        [p.email.trim().toLowerCase(), p.givenName, p.familyName, p.companyName, p.roleInCompany, p.country, p.industry, p.postCode, role],
      );
      return rows[0] ? Number(rows[0].id) : null;
    },

    async projectsOf(customerId) {
      // Dev before Live: the private testing code first, as the portal lists them.
      const { rows } = await db.query<{ id: number; code: string; project_type: ProjectEnvironment }>(
        `select id, code, project_type from projects where customer_id = $1
         order by (project_type = 'Dev') desc, id`,
        [customerId],
      );
      return rows.map((r) => ({ id: Number(r.id), code: r.code, projectType: r.project_type }));
    },

    async isProjectCodeTaken(code) {
      const { rows } = await db.query('select 1 from projects where code = $1', [code.trim().toLowerCase()]);
      return rows.length > 0;
    },

    async insertProject(customerId, type, code) {
      // A savepoint, so a taken code leaves the caller's transaction usable.
      try {
        await db.transaction((tx) =>
          tx.query('insert into projects (customer_id, code, project_type) values ($1, $2, $3)', [customerId, code, type]),
        );
        return true;
      } catch (err) {
        if (violates(err, 'projects_code_key')) return false;
        throw err;
      }
    },

    async search(text, size, from) {
      const like = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const { rows } = await db.query<{ id: string; given_name: string; family_name: string; email: string; total: string }>(
        `select id, given_name, family_name, email, count(*) over () as total from customers
         where role = 'customer' and (email like $1 or lower(given_name || ' ' || family_name) like $1)
         order by given_name, family_name, id limit $2 offset $3`,
        [like, size, from],
      );
      return {
        hits: rows.map((r) => ({ id: Number(r.id), fullName: `${r.given_name} ${r.family_name}`.trim(), email: r.email })),
        total: rows[0] ? Number(rows[0].total) : 0,
      };
    },

    async setLastLogin(customerId, at) {
      await db.query('update customers set last_login_at = $2 where id = $1', [customerId, at]);
    },
  };
}
