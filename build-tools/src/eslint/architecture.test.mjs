import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import { architecture } from './architecture.mjs';

RuleTester.describe = describe;
RuleTester.it = it;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const at = (file) => path.join(ROOT, file);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 'latest', sourceType: 'module' } });

tester.run('no-cross-app-imports', architecture.rules['no-cross-app-imports'], {
  valid: [
    { filename: at('mfe-admin/src/pages/AdminPage.tsx'), code: "import { ROUTES } from '@portal/shared-contracts';" },
    { filename: at('mfe-admin/src/pages/AdminPage.tsx'), code: "import { x } from '../store';" },
    { filename: at('host/src/App.tsx'), code: "const m = import('./remotes/federation');" },
  ],
  invalid: [
    { filename: at('mfe-admin/src/pages/AdminPage.tsx'), code: "import { x } from '../../../mfe-account/src/features/login/LoginForm';", errors: [{ messageId: 'cross' }] },
    { filename: at('host/src/App.tsx'), code: "export { y } from '../../mfe-insights/src/manifest';", errors: [{ messageId: 'cross' }] },
    { filename: at('mfe-insights/src/AppRoutes.tsx'), code: "const p = import('host/src/config');", errors: [{ messageId: 'cross' }] },
  ],
});

tester.run('feature-boundaries', architecture.rules['feature-boundaries'], {
  valid: [
    { filename: at('mfe-account/src/features/billing/plans.ts'), code: "import { a } from './paymentFlow';" },
    { filename: at('mfe-account/src/features/billing/update-modal/CardForm.tsx'), code: "import { COUNTRIES } from '../../../data/countries';" },
    { filename: at('mfe-account/src/features/billing/plans.ts'), code: "import { login } from '../login';" },
    { filename: at('mfe-account/src/features/billing/plans.ts'), code: "import { login } from '../login/index';" },
    { filename: at('mfe-account/src/AppRoutes.tsx'), code: "import { LoginPage } from './features/login/LoginPage';" },
  ],
  invalid: [
    { filename: at('mfe-account/src/features/billing/plans.ts'), code: "import { LoginForm } from '../login/LoginForm';", errors: [{ messageId: 'internal' }] },
    { filename: at('mfe-account/src/features/billing/update-modal/CardForm.tsx'), code: "import { x } from '../../sign-up/validation';", errors: [{ messageId: 'internal' }] },
  ],
});

tester.run('no-sql-in-routes', architecture.rules['no-sql-in-routes'], {
  valid: [
    { filename: at('api/src/routes/proxy/current-user.ts'), code: 'const c = await customerRepository(app.db).findByEmail(email);' },
    { filename: at('api/src/routes/stripe/billing-request.ts'), code: 'const run = () => app.db.transaction((tx) => work(billingContext(deps, tx)));' },
    { filename: at('api/src/routes/health/index.ts'), code: "const text = 'Select a plan to continue';" },
    { filename: at('api/src/routes/health/index.ts'), code: 'const r = await app.payments.query(x);' },
    { filename: at('api/src/routes/x.ts'), code: "const m = 'Select the invoices you want from the list';" },
  ],
  invalid: [
    { filename: at('api/src/routes/health/index.ts'), code: "await app.db.query('select 1');", errors: [{ messageId: 'query' }, { messageId: 'query' }] },
    { filename: at('api/src/routes/x.ts'), code: 'await tx.exec(sql);', errors: [{ messageId: 'query' }] },
    { filename: at('api/src/routes/x.ts'), code: 'const sql = `update customers set role = ${r}`;', errors: [{ messageId: 'query' }] },
    { filename: at('api/src/routes/x.ts'), code: "import { Pool } from 'pg';", errors: [{ messageId: 'driver' }] },
    { filename: at('api/src/routes/x.ts'), code: "const q = 'SELECT id FROM customers';", errors: [{ messageId: 'query' }] },
    { filename: at('api/src/routes/x.ts'), code: "const q = 'delete from customers where id = $1';", errors: [{ messageId: 'query' }] },
  ],
});
