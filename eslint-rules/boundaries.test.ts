import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import plugin from './boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });
const src = (p: string) => `${process.cwd()}/src/${p}`;

tester.run('boundaries', plugin.rules.boundaries, {
  valid: [
    { filename: src('server/approvals/actions.ts'), code: "import { x } from '../approval-chains/chain';" },
    { filename: src('server/requisitions/submit.ts'), code: "import { x } from '../purchase-orders/create';" },
    { filename: src('server/app.ts'), code: "import { x } from './approvals/routes';" },
    { filename: src('server/db/x.api.test.ts'), code: "import { x } from '../approvals/queries';" },
    { filename: src('client/features/invoices/a.tsx'), code: "import { x } from '../../lib/api';" },
    { filename: src('client/routes/invoices.tsx'), code: "import { x } from '../features/invoices/a';" },
    { filename: src('client/features/invoices/a.tsx'), code: "import { x } from './b';" },
  ],
  invalid: [
    // a lower area importing a higher one: the cycle approvals ↔ purchase-orders this rule removed
    { filename: src('server/purchase-orders/update.ts'), code: "import { x } from '../approvals/actions';", errors: 1 },
    { filename: src('server/db/client.ts'), code: "import { x } from '@server/config/config';", errors: 0 },
    { filename: src('server/http/files.ts'), code: "import { x } from '../seed/demo';", errors: 1 },
    // two areas of the same layer
    { filename: src('server/invoices/a.ts'), code: "import { x } from '../receipts/create';", errors: 1 },
    { filename: src('server/newarea/a.ts'), code: "import { x } from '../db/client';", errors: 1 },
    { filename: src('client/features/invoices/a.tsx'), code: "import { x } from '../approvals/b';", errors: 1 },
    { filename: src('client/lib/a.ts'), code: "import { x } from '@client/features/invoices/a';", errors: 1 },
    { filename: src('client/features/home/a.ts'), code: "import { x } from '../../../server/db/client';", errors: 1 },
    { filename: src('shared/invoices/a.ts'), code: "import { x } from '../../client/lib/api';", errors: 1 },
  ].filter((c) => c.errors > 0),
});
