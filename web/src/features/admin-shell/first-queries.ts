import { adminPaths } from '../../app/paths';
import { startAccountCheck } from '../admin-account/components/two-factor-gate';
import { startSessionCheck } from '../admin-auth/components/admin-auth-context';
import { CLIENTES_PAGE_SIZE, clientesFilter } from '../admin-clientes/clientes-first-page';
import { readAdminToken } from '../admin-common/api/admin-session';
import { startAdminRitualsEarly } from '../admin-common/api/shared-api';
import { prefetchFirstOrderPage } from '../admin-common/order-page-prefetch';
import { startThemeLoad } from '../admin-theme/admin-theme-context';

/** The first data request of the screens whose data is worth starting before the session check answers. */
const SCREEN_QUERIES: Record<string, () => Promise<unknown>> = {
  [adminPaths.clientes]: () => prefetchFirstOrderPage(clientesFilter('', ''), CLIENTES_PAGE_SIZE),
  [adminPaths.video]: startAdminRitualsEarly,
  [adminPaths.reports]: startAdminRitualsEarly,
  [adminPaths.rituals]: startAdminRitualsEarly,
};

/**
 * Sends what the panel opened at `pathname` asks first (theme, session check, the screen's first data) at once,
 * while its code still downloads, instead of one after the other as each component renders. Requests already on
 * their way are not sent again. Resolves when every answer is in, successful or not.
 */
export function startFirstQueries(pathname: string): Promise<unknown> {
  const signedIn = readAdminToken() !== null;
  return Promise.all([
    startThemeLoad(),
    signedIn ? startSessionCheck() : undefined,
    // Whether the store makes this admin set two-step sign-in up first (the gate of the panel's screens).
    signedIn ? startAccountCheck() : undefined,
    signedIn ? SCREEN_QUERIES[pathname]?.() : undefined,
  ]);
}
