import { lazy, type ComponentType } from 'react';
import type { PageRoute } from '../../../shared/page-model';
import { trackActivity } from '../../runtime/activity/activity-store';
import { PageHost } from '../../runtime/PageHost';

// One lazy component per route, made once, so React keeps it across renders.
const cache = new Map<string, ComponentType>();

/** The route's page chunk, loaded on first use (and shown by the spinner while it loads). */
export function lazyPage(route: PageRoute): ComponentType {
  let component = cache.get(route.route);
  if (!component) {
    component = lazy(() =>
      trackActivity(route.load()).then((module) => ({
        default: function GeneratedPage() {
          return <PageHost page={module.default} />;
        },
      })),
    );
    cache.set(route.route, component);
  }
  return component;
}
