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
