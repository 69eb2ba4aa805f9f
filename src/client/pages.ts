import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Page = LazyExoticComponent<ComponentType>;

export const LoginPage = lazy(() => import('./routes/login-page'));
export const NotFoundPage = lazy(() => import('./routes/not-found-page'));
/** The vendor's response page: public (no sign-in, no shell), for whoever holds an invitation's link. */
export const RfpResponsePage = lazy(() => import('./routes/rfp-response-page'));
/** A vendor contact's reply page: public, for whoever holds the reply link of a message mailed to it. */
export const VendorReplyPage = lazy(() => import('./routes/vendor-reply-page'));
/** A new account's set-password page: public, for whoever holds the one-time link (issue 14). */
export const SetPasswordPage = lazy(() => import('./routes/set-password-page'));

const requisitions = lazy(() => import('./routes/requisitions-page'));
const administration = lazy(() => import('./routes/administration-page'));

/** Every signed-in route of the spec's route list (section 2), each page lazy-loaded. */
export const APP_ROUTES: ReadonlyArray<{ path: string; page: Page }> = [
  { path: '/', page: lazy(() => import('./routes/home-page')) },
  { path: '/requisitions', page: requisitions },
  { path: '/request', page: requisitions },
  { path: '/approvals', page: lazy(() => import('./routes/approvals-page')) },
  { path: '/contracts', page: lazy(() => import('./routes/contracts-page')) },
  { path: '/purchase-orders', page: lazy(() => import('./routes/purchase-orders-page')) },
  { path: '/po-summary', page: lazy(() => import('./routes/po-summary-page')) },
  { path: '/po-edit', page: lazy(() => import('./routes/po-edit-page')) },
  { path: '/user-review', page: lazy(() => import('./routes/user-review-page')) },
  { path: '/vendors', page: lazy(() => import('./routes/vendors-page')) },
  { path: '/new-vendor-request', page: lazy(() => import('./routes/new-vendor-request-page')) },
  { path: '/invoices', page: lazy(() => import('./routes/invoices-page')) },
  { path: '/invoice-history', page: lazy(() => import('./routes/invoice-history-page')) },
  { path: '/analytics', page: lazy(() => import('./routes/analytics-page')) },
  { path: '/user-profile', page: lazy(() => import('./routes/user-profile-page')) },
  { path: '/administration', page: administration },
  { path: '/admin', page: administration },
  { path: '/my-requests', page: lazy(() => import('./routes/my-requests-page')) },
  { path: '/rfp', page: lazy(() => import('./routes/rfp-page')) },
  { path: '/cost-savings', page: lazy(() => import('./routes/cost-savings-page')) },
  { path: '/messages', page: lazy(() => import('./routes/messages-page')) },
];
