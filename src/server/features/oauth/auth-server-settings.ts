/**
 * GET/PUT /oauth/authServerSettings. The document is a generic settings document with the
 * reference server's defaults, except its four scope lists: those are the scope collections
 * (/oauth/authServerSettings/scopes/...), filled in on GET and never stored here. PUT replaces
 * every other field as sent (defaultScopeDescription included) and ignores the scope lists. Its
 * version is the stored document's: a scope is an object of its own, with its own version.
 * PATCH (not in PingFederate) applies a JSON Patch to the document as it is now, then saves it as
 * a PUT of it would: a page that edits some of its fields sends only those.
 */
import { storagePath } from '../../store/storage-path';
import type { ResourceDefinition } from '../../../shared/route-binding';
import type { AreaHandlers } from '../../kernel/area';
import { putSettingsDocument } from '../../resources/settings-resource';
import type { JsonDocument, Store } from '../../store/store';
import { guardedWrite, ifMatchOf, storedVersion, versionedRead } from '../../kernel/versioned-writes';
import { DEFAULT_VERSION } from '../../kernel/preconditions';
import { fieldError } from '../../core/api-error';
import { patchedAs } from '../../resources/settings-patch';
import { asAuthServerSettings } from './typed-answers';

export const AUTH_SERVER_SETTINGS_KEY = storagePath('/oauth/authServerSettings');

/** Document property → scope collection store. */
export const SCOPE_LISTS: Readonly<Record<string, string>> = Object.freeze({
  scopes: storagePath('/oauth/authServerSettings/scopes/commonScopes'),
  scopeGroups: storagePath('/oauth/authServerSettings/scopes/commonScopeGroups'),
  exclusiveScopes: storagePath('/oauth/authServerSettings/scopes/exclusiveScopes'),
  exclusiveScopeGroups: storagePath('/oauth/authServerSettings/scopes/exclusiveScopeGroups'),
});

/** A freshly installed PingFederate 12.1's AuthorizationServerSettings (without the scope lists). */
export const AUTH_SERVER_SETTINGS_DEFAULT: JsonDocument = Object.freeze({
  defaultScopeDescription: '',
  authorizationCodeTimeout: 60,
  authorizationCodeEntropy: 30,
  disallowPlainPKCE: false,
  includeIssuerInAuthorizationResponse: false,
  trackUserSessionsForLogout: false,
  tokenEndpointBaseUrl: '',
  requireOfflineAccessScopeToIssueRefreshTokens: false,
  offlineAccessRequireConsentPrompt: false,
  persistentGrantLifetime: -1,
  persistentGrantLifetimeUnit: 'DAYS',
  persistentGrantIdleTimeout: 30,
  persistentGrantIdleTimeoutTimeUnit: 'DAYS',
  refreshTokenLength: 42,
  rollRefreshTokenValues: false,
  refreshTokenRollingGracePeriod: 60,
  refreshRollingInterval: 0,
  refreshRollingIntervalTimeUnit: 'HOURS',
  persistentGrantReuseGrantTypes: ['IMPLICIT'],
  persistentGrantContract: {
    coreAttributes: [{ name: 'USER_KEY' }, { name: 'USER_NAME' }],
    extendedAttributes: [],
  },
  bypassAuthorizationForApprovedGrants: false,
  bypassAuthorizationForApprovedConsents: false,
  consentLifetimeDays: -1,
  allowUnidentifiedClientROCreds: false,
  allowUnidentifiedClientExtensionGrants: false,
  allowedOrigins: [],
  userAuthorizationUrl: '',
  registeredAuthorizationPath: '',
  pendingAuthorizationTimeout: 600,
  devicePollingInterval: 5,
  activationCodeCheckMode: 'AFTER_AUTHENTICATION',
  bypassActivationCodeConfirmation: false,
  enableCookielessUserAuthorizationAuthenticationApi: false,
  userAuthorizationConsentPageSetting: 'INTERNAL',
  approvedScopesAttribute: '',
  approvedAuthorizationDetailAttribute: '',
  parReferenceTimeout: 60,
  parReferenceLength: 24,
  parStatus: 'ENABLED',
  clientSecretRetentionPeriod: 0,
  jwtSecuredAuthorizationResponseModeLifetime: 600,
  dpopProofRequireNonce: false,
  dpopProofLifetimeSeconds: 120,
  dpopProofEnforceReplayPrevention: false,
}) as JsonDocument;

/** The settings resource of the document; the page schemas' definition when there is one (each page editing it carries the rules of all). */
export function authServerSettingsDefinition(definitions: Record<string, ResourceDefinition>): ResourceDefinition {
  const fromPage = Object.values(definitions).find((d) => d.kind === 'settings' && d.store === AUTH_SERVER_SETTINGS_KEY);
  const pageDefault = Object.fromEntries(
    Object.entries(fromPage?.settingsDefault ?? {}).filter(([property]) => !(property in SCOPE_LISTS)),
  );
  return {
    pageId: fromPage?.pageId ?? 'auth-server-settings',
    kind: 'settings',
    schema: fromPage?.schema ?? 'AuthorizationServerSettings',
    store: AUTH_SERVER_SETTINGS_KEY,
    // Lists may be left out (an empty list); the contract requires the four numbers.
    required: (fromPage?.required ?? []).filter((f) => !(f in SCOPE_LISTS)),
    // Fields required in some states (the consent adapter of the external consent page).
    ...(fromPage?.requiredWhen ? { requiredWhen: fromPage.requiredWhen } : {}),
    immutable: [],
    settingsDefault: { ...structuredClone(AUTH_SERVER_SETTINGS_DEFAULT), ...pageDefault },
    // The objects the document names (checked on save; they cannot be deleted while named).
    ...(fromPage?.references ? { references: fromPage.references } : {}),
    messages: fromPage?.messages ?? {},
  };
}

function withoutScopeLists(doc: JsonDocument): JsonDocument {
  return Object.fromEntries(Object.entries(doc).filter(([property]) => !(property in SCOPE_LISTS)));
}

export async function getAuthServerSettings(store: Store, definition: ResourceDefinition): Promise<JsonDocument> {
  const stored = await store.getSettings(AUTH_SERVER_SETTINGS_KEY);
  const doc = withoutScopeLists(stored ?? structuredClone(definition.settingsDefault ?? {}));
  for (const [property, namespace] of Object.entries(SCOPE_LISTS)) {
    doc[property] = (await store.queryItems(namespace, {})).items.map((item) => item.doc);
  }
  return doc;
}

export async function putAuthServerSettings(store: Store, definition: ResourceDefinition, body: JsonDocument): Promise<JsonDocument> {
  await putSettingsDocument(store, definition, withoutScopeLists(body));
  return getAuthServerSettings(store, definition);
}

const SOURCE = { settings: AUTH_SERVER_SETTINGS_KEY };

/** A scope list is not the document's to change: each scope is an object of its own. */
function withScopeListsKept(current: JsonDocument, patched: JsonDocument): JsonDocument {
  for (const property of Object.keys(SCOPE_LISTS)) {
    if (JSON.stringify(patched[property]) !== JSON.stringify(current[property])) {
      throw fieldError(property, `${property} cannot be patched here: each scope is an object of its own (/oauth/authServerSettings/scopes/...).`);
    }
  }
  return patched;
}

export function authServerSettingsHandlers(definitions: Record<string, ResourceDefinition>) {
  const definition = authServerSettingsDefinition(definitions);
  const read = (store: Store) => getAuthServerSettings(store, definition);
  return {
    getAuthorizationServerSettings: async ({ server }) => {
      const { body, version } = await versionedRead(server.store, SOURCE, () => read(server.store));
      return { status: 200, body: asAuthServerSettings(body), version };
    },
    updateAuthorizationServerSettings: async ({ server, body, request }) => {
      const saved = await guardedWrite(server.store, ifMatchOf(request), SOURCE, () => read(server.store), () => putAuthServerSettings(server.store, definition, body));
      return { status: 200, body: asAuthServerSettings(saved.body), version: saved.version };
    },
    patchAuthorizationServerSettings: async ({ server, body, request }) => {
      const saved = await guardedWrite(server.store, ifMatchOf(request), SOURCE, () => read(server.store), async () => {
        // In the write's transaction: no save lands between this read and the write.
        const target = { doc: await read(server.store), version: (await storedVersion(server.store, SOURCE)) ?? DEFAULT_VERSION };
        return putAuthServerSettings(server.store, definition, withScopeListsKept(target.doc, patchedAs(definition.schema, target, body)));
      });
      return { status: 200, body: asAuthServerSettings(saved.body), version: saved.version };
    },
  } satisfies AreaHandlers;
}
