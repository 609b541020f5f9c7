/**
 * The areas of the server, each one folder under features/ whose index.ts declares what it
 * contributes (`Area`). A new area is its folder plus one line here.
 */
import { routeBindings } from '../../../generated/server-routes.gen';
import type { ResourceDefinition } from '../../shared/route-binding';
import type { Area, AreaDeclarations } from '../kernel/area';
import { mergeAreaHandlers } from '../kernel/handler-map';
import type { RouteHandler } from '../kernel/handler-types';
import { genericHandler } from '../resources/resource-handlers';
import type { NavItem } from '../services/navigation/index';
import { PingOneEnterpriseService } from '../services/pingone-enterprise-service';
import { PingOneService } from '../services/pingone-service';
import { accountsArea } from './accounts/index';
import { apiDocsArea } from './api-docs/index';
import { archiveArea } from './archive/index';
import { authArea } from './auth/index';
import { bulkArea } from './bulk/index';
import { clusterArea } from './cluster/index';
import { configStoreArea } from './config-store/index';
import { connectionsArea } from './connections/index';
import { dataStoresArea } from './data-stores/index';
import { dependencyErrorsArea } from './dependency-errors/index';
import { expressionsArea } from './expressions/index';
import { frameArea } from './frame/index';
import { historyArea } from './history/index';
import { keysArea } from './keys/index';
import { legacyArea } from './legacy/index';
import { licenseArea } from './license/index';
import { logSettingsArea } from './log-settings/index';
import { oauthArea } from './oauth/index';
import { pingoneArea } from './pingone/index';
import { pingoneEnterpriseArea } from './pingone-enterprise/index';
import { pluginActionsArea } from './plugin-actions/index';
import { policiesArea } from './policies/index';
import { presenceArea } from './presence/index';
import { searchArea } from './search/index';
import { serverSettingsArea } from './server-settings/index';
import { setupArea } from './setup/index';
import { shortcutsArea } from './shortcuts/index';
import { signingKeysArea } from './signing-keys/index';
import { sslServerArea } from './ssl-server/index';
import { trustedCasArea } from './trusted-cas/index';
import { uiSettingsArea } from './ui-settings/index';
import { wsTrustStsArea } from './ws-trust-sts/index';

export const AREAS: readonly Area[] = [
  accountsArea,
  apiDocsArea,
  archiveArea,
  authArea,
  bulkArea,
  clusterArea,
  configStoreArea,
  connectionsArea,
  dataStoresArea,
  dependencyErrorsArea,
  expressionsArea,
  frameArea,
  historyArea,
  keysArea,
  legacyArea,
  licenseArea,
  logSettingsArea,
  oauthArea,
  pingoneArea,
  pingoneEnterpriseArea,
  pluginActionsArea,
  policiesArea,
  presenceArea,
  searchArea,
  serverSettingsArea,
  setupArea,
  shortcutsArea,
  signingKeysArea,
  sslServerArea,
  trustedCasArea,
  uiSettingsArea,
  wsTrustStsArea,
];

/** Every area's parts of the bell, in the order of the list. */
export const notificationSources = (areas: readonly Area[] = AREAS) => areas.flatMap((area) => area.notifications ?? []);

const declared = new WeakMap<readonly Area[], AreaDeclarations>();

/** What the areas declare for the catalogues, collected once per list (the catalogues built from it are kept by it). */
export function areaDeclarations(areas: readonly Area[] = AREAS): AreaDeclarations {
  let declarations = declared.get(areas);
  if (!declarations) {
    declarations = {
      notifications: notificationSources(areas),
      history: areas.flatMap((area) => area.history ?? []),
      bulk: areas.flatMap((area) => area.bulk ?? []),
      searchable: areas.flatMap((area) => area.searchable ?? []),
    };
    declared.set(areas, declarations);
  }
  return declarations;
}

/** The hand-written handlers of every area, by operation (checked as `mergeAreaHandlers` says). */
export function areaHandlers(
  navTree: NavItem[],
  definitions: Record<string, ResourceDefinition>,
  pingOne: PingOneService = new PingOneService(),
  areas: readonly Area[] = AREAS,
  pingOneEnterprise: PingOneEnterpriseService = new PingOneEnterpriseService(),
): Map<string, RouteHandler> {
  const setup = { navTree, definitions, pingOne, pingOneEnterprise, ...areaDeclarations(areas) };
  return mergeAreaHandlers(areas, setup, routeBindings, (binding) => genericHandler(binding, definitions) !== undefined).handlers;
}
