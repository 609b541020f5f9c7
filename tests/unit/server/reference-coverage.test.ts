/**
 * Every reference the contract describes is checked on write. The walk goes through the request body
 * of every write operation and finds each reference field: a ResourceLink (`…Ref.id`), and the
 * lists of names (`…Scopes`). A generic resource covers a field with a reference of its page
 * schemas (references, or another page's usedBy, generated/resources.gen.ts); a plugin instance's
 * type and parent by its plugin rules. A hand-written handler covers the fields listed for it below,
 * each with the API test that proves its refusal. Bulk import, configuration archive and history
 * revert write through these same operations (caller-requests.ts), so they are covered with them.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resourceDefinitions } from '../../../generated/resources.gen';
import { pageNavigation } from '../../../generated/navigation.gen';
import { contractSchemas, routeBindings } from '../../../generated/server-routes.gen';
import type { JsonSchema } from '../../../src/shared/page-model';
import { areaHandlers } from '../../../src/server/features/areas';
import { buildNavTree } from '../../../src/server/services/navigation/nav-tree';

const schemas = (contractSchemas as { components: { schemas: Record<string, JsonSchema> } }).components.schemas;

/** Lists of names of other objects: PingFederate names scopes by name, not by ResourceLink. */
const NAME_LISTS = /^(restrictedScopes|exclusiveScopes|scopes)$/;

/** The reference fields of a schema as dotted paths (lists spread, a recursive tree walked once: `rootNode.children` is the node again). */
function referenceFields(schema: JsonSchema | undefined, path = '', seen: string[] = []): string[] {
  if (!schema || typeof schema !== 'object') return [];
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.split('/').pop() as string;
    if (name === 'ResourceLink') return [`${path}.id`];
    return seen.includes(name) ? [] : referenceFields(schemas[name], path, [...seen, name]);
  }
  const fields: string[] = [];
  for (const [property, child] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) {
    const at = path ? `${path}.${property}` : property;
    const items = child.items as JsonSchema | undefined;
    if (NAME_LISTS.test(property) && child.type === 'array' && items?.type === 'string') fields.push(at);
    else fields.push(...referenceFields(child, at, seen));
  }
  if (schema.items) fields.push(...referenceFields(schema.items as JsonSchema, path, seen));
  for (const key of ['allOf', 'oneOf', 'anyOf']) for (const member of (schema[key] ?? []) as JsonSchema[]) fields.push(...referenceFields(member, path, seen));
  return [...new Set(fields)];
}

/** A reference's field as the walk spells it: a tree's `children*.` steps are the node itself. */
const walked = (field: string) => field.replace(/children\*\./g, '');

const certificateSlots = (prefix: string, decryption: boolean) =>
  ['p256', 'p384', 'p521', 'rsa', ...(decryption ? ['p256Decryption', 'p384Decryption', 'p521Decryption', 'rsaDecryption'] : [])].flatMap((slot) => [`${prefix}${slot}ActiveCertRef.id`, `${prefix}${slot}PreviousCertRef.id`]);

/**
 * Hand-written handlers and the reference fields they check themselves (or never take from the
 * body), each with the API test that proves it: its file and a text of that test.
 */
const HAND_CHECKED: Record<string, { fields: string[]; proof: { file: string; names: string } }> = {
  // key-sets.ts and oauth-oidc-keys.ts: checkCertificateRefs (signing-key-slots.ts) checks every slot.
  createKeySet: { fields: ['issuers.id', ...certificateSlots('signingKeys.', false)], proof: { file: 'key-sets.test.ts', names: 'signingKeys.rsaActiveCertRef.id' } },
  updateKeySet: { fields: ['issuers.id', ...certificateSlots('signingKeys.', false)], proof: { file: 'key-sets.test.ts', names: "fieldPath: 'issuers[0].id'" } },
  updateOAuthOidcKeysSettings: { fields: certificateSlots('', true), proof: { file: 'reference-checks.test.ts', names: "fieldPath: 'p256DecryptionActiveCertRef.id'" } },
  // ssl-server-settings.ts checks the two choices; the active lists follow from them, never from the body.
  updateSslServerSettings: {
    fields: ['runtimeServerCertRef.id', 'adminConsoleCertRef.id', 'activeRuntimeServerCerts.id', 'activeAdminConsoleCerts.id'],
    proof: { file: 'ssl-server-key-pairs.test.ts', names: 'is not an SSL server key pair' },
  },
  // auth-server-settings.ts saves through the page's settings resource (its references); the scope lists are the scope collections', ignored by this PUT.
  updateAuthorizationServerSettings: {
    fields: ['adminWebServicePcvRef.id', 'scopeGroups.scopes', 'exclusiveScopeGroups.scopes'],
    proof: { file: 'authorization-server-settings.test.ts', names: 'adminWebServicePcvRef.id' },
  },
  // default-policy.ts creates a tree through the trees' collection's own write rules (its page's references).
  createPolicy: {
    fields: (resourceDefinitions['policies.policies'].references ?? []).map((reference) => walked(reference.field)),
    proof: { file: 'authentication-policies.test.ts', names: "fieldPath: 'rootNode.children[1].action.authenticationSource.sourceRef.id'" },
  },
  // default-policy.ts writes each tree through the trees' collection (its references) and the document through its page's settings resource.
  updateDefaultAuthenticationPolicy: {
    fields: [
      'authenticationApiApplicationRef.id',
      'rootNode.action.authenticationSource.sourceRef.id',
      'rootNode.action.authenticationSelectorRef.id',
      'rootNode.action.authenticationPolicyContractRef.id',
      'rootNode.action.attributeMapping.attributeSources.dataStoreRef.id',
      'rootNode.action.fragment.id',
      'rootNode.action.fragmentMapping.attributeSources.dataStoreRef.id',
      'rootNode.action.localIdentityRef.id',
      'rootNode.action.inboundMapping.attributeSources.dataStoreRef.id',
      'rootNode.action.outboundAttributeMapping.attributeSources.dataStoreRef.id',
    ].map((field) => `authnSelectionTrees.${field}`).concat('defaultAuthenticationSources.sourceRef.id'),
    proof: { file: 'authentication-policy-document.test.ts', names: "toBe('defaultAuthenticationSources.sourceRef.id')" },
  },
  // server-settings.ts: NOTIFICATION_PUBLISHERS_NAMED.
  updateServerSettings: {
    fields: ['licenseEvents', 'certificateExpirations', 'metadataNotificationSettings', 'threadPoolExhaustionNotificationSettings', 'bulkheadAlertNotificationSettings']
      .map((settings) => `notifications.${settings}.notificationPublisherRef.id`)
      .concat('notifications.accountChangesNotificationPublisherRef.id'),
    proof: { file: 'reference-checks.test.ts', names: "fieldPath: 'notifications.licenseEvents.notificationPublisherRef.id'" },
  },
  // connection-credentials.ts saves the part into the connection through its collection's update (the connection's references).
  ...Object.fromEntries(
    [
      ['updateDecryptionKeys', 'updateIdpConnectionsDecryptionKeys', ['primaryKeyRef.id', 'secondaryKeyPairRef.id'], "fieldPath: 'secondaryKeyPairRef.id'"],
      ['updateSpSigningSettings', 'updateIdpConnectionSigningSettings', ['signingKeyPairRef.id', 'alternativeSigningKeyPairRefs.id'], "fieldPath: 'alternativeSigningKeyPairRefs[0].id'"],
    ].flatMap(([sp, idp, fields, names]) => [sp, idp].map((operation) => [operation, { fields: fields as string[], proof: { file: 'federation-connection-credentials.test.ts', names: names as string } }])),
  ),
  // pingone-enterprise/p14e-handlers.ts writes the two switches only: the SSO connection is the connect's, never the body's.
  updatePingOneSettings: { fields: ['pingOneSsoConnection.id'], proof: { file: 'pingone-enterprise.test.ts', names: "pingOneSsoConnection: { id: 'not-this-one' }" } },
  // server-settings-parts.ts: the part is saved into the document through updateServerSettings's checks.
  updateNotificationSettings: {
    fields: ['licenseEvents', 'certificateExpirations', 'metadataNotificationSettings', 'threadPoolExhaustionNotificationSettings', 'bulkheadAlertNotificationSettings']
      .map((settings) => `${settings}.notificationPublisherRef.id`)
      .concat('accountChangesNotificationPublisherRef.id'),
    proof: { file: 'server-settings-parts.test.ts', names: "fieldPath: 'licenseEvents.notificationPublisherRef.id'" },
  },
};

const domainHandlers = areaHandlers(buildNavTree(pageNavigation, () => {}), resourceDefinitions);

describe('references of the contract', () => {
  const writes = routeBindings.filter((binding) => (binding.method === 'POST' || binding.method === 'PUT') && binding.schema.body && !binding.readOnly);

  it('finds reference fields to check (the walk sees ResourceLinks and name lists)', () => {
    const client = writes.find((binding) => binding.operationId === 'createOauthClient');
    expect(referenceFields(client?.schema.body)).toEqual(expect.arrayContaining(['defaultAccessTokenManagerRef.id', 'restrictedScopes', 'exclusiveScopes', 'oidcPolicy.policyGroup.id']));
  });

  it('checks every one of them on every write operation', () => {
    const unchecked: string[] = [];
    for (const binding of writes) {
      const definition = binding.resource && resourceDefinitions[binding.resource.pageId];
      const generic = definition && !domainHandlers.has(binding.operationId);
      const covered = new Set<string>([
        ...(generic ? (definition.references ?? []).map((reference) => walked(reference.field)) : []),
        ...(generic && definition.plugin ? ['pluginDescriptorRef.id', 'parentRef.id'] : []),
        ...(HAND_CHECKED[binding.operationId]?.fields ?? []),
      ]);
      for (const field of referenceFields(binding.schema.body)) {
        if (!covered.has(field)) unchecked.push(`${binding.operationId}: ${field}`);
      }
    }
    expect(unchecked).toEqual([]);
  });

  it('has an API test proving each hand-written check', () => {
    for (const [operationId, { proof }] of Object.entries(HAND_CHECKED)) {
      expect(routeBindings.some((binding) => binding.operationId === operationId), operationId).toBe(true);
      expect(readFileSync(new URL(`../../api/${proof.file}`, import.meta.url), 'utf8'), `${operationId}: ${proof.file}`).toContain(proof.names);
    }
  });
});
