import * as auth from './schema/auth';
import * as vendors from './schema/vendors';
import * as contracts from './schema/contracts';
import * as requisitions from './schema/requisitions';
import * as approvals from './schema/approvals';
import * as purchaseOrders from './schema/purchase-orders';
import * as invoices from './schema/invoices';
import * as rfps from './schema/rfps';
import * as messages from './schema/messages';
import * as savings from './schema/savings';
import * as admin from './schema/admin';
import * as attachments from './schema/attachments';
import * as rollups from './schema/rollups';
import * as jobs from './schema/jobs';
import * as exportFiles from './schema/exports';

/** Every table, for drizzle's typed client. Import tables from their own file elsewhere. */
export const schema = {
  ...auth,
  ...vendors,
  ...contracts,
  ...requisitions,
  ...approvals,
  ...purchaseOrders,
  ...invoices,
  ...rfps,
  ...messages,
  ...savings,
  ...admin,
  ...attachments,
  ...rollups,
  ...jobs,
  ...exportFiles,
};
