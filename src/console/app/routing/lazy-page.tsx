import { lazy, type ComponentType } from 'react';
import type { PageRoute } from '../../../shared/page-model';
import { trackActivity } from '../../runtime/activity/activity-store';
import { RouterPageLink } from './router-page-link';

// One lazy component per route, made once, so React keeps it across renders.
const cache = new Map<string, ComponentType>();

/** The route's page chunk, loaded on first use (and shown by the spinner while it loads). */
export function lazyPage(route: PageRoute): ComponentType {
  let component = cache.get(route.route);
  if (!component) {
    component = lazy(() =>
      // The runtime (and RJSF with it) loads with the first page, keeping the frame's chunk small.
      trackActivity(Promise.all([route.load(), import('../../runtime/PageHost')])).then(([module, { PageHost }]) => ({
        default: function GeneratedPage() {
          return (
            <RouterPageLink route={route.route}>
              <PageHost page={module.default} />
            </RouterPageLink>
          );
        },
      })),
    );
    cache.set(route.route, component);
  }
  return component;
}
