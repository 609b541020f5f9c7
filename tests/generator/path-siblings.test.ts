/**
 * Path collisions (issue 33, item 7): the generator finds, for every collection, the literal
 * segments the contract has beside its item segment; the server refuses them as ids.
 */
import { describe, expect, it } from 'vitest';
import { itemPathSiblings } from '../../generator/model/path-siblings';
import { REPO_ROOT } from '../../generator';
import { loadContract } from '../../generator/load/load-contract';
import { buildContract } from '../../generator/model/contract';
import type { ContractOperation } from '../../generator/model/types';

const contractOf = (...paths: string[]) => ({
  operations: Object.fromEntries(paths.map((path, i) => [`op${i}`, { path } as ContractOperation])),
});

describe('item path siblings', () => {
  it('are the literal segments beside a parameter segment, by collection path, sorted', () => {
    const contract = contractOf(
      '/keyPairs/sslServer',
      '/keyPairs/sslServer/{id}',
      '/keyPairs/sslServer/{id}/csr',
      '/keyPairs/sslServer/settings',
      '/keyPairs/sslServer/import',
      '/keyPairs/sslServer/generate',
      '/oauth/issuers',
      '/oauth/issuers/{id}',
    );
    expect(itemPathSiblings(contract)).toEqual({ '/keyPairs/sslServer': ['generate', 'import', 'settings'] });
  });

  it('compare parents with parameter names ignored, and key nested collections by their path as written', () => {
    const contract = contractOf('/a/{id}/rows/{rowId}', '/a/{name}/rows/export', '/a/{id}/rows');
    expect(itemPathSiblings(contract)).toEqual({ '/a/{id}/rows': ['export'] });
  });

  // At least these: a new area's collections join the table without this test knowing them.
  it('of the product contract: the collections whose item path has literal siblings', () => {
    const contract = buildContract(loadContract(REPO_ROOT, 'openapi/admin-api.yaml'));
    expect(itemPathSiblings(contract)).toMatchObject({
      '/administrativeAccounts': ['changePassword'],
      '/authenticationSelectors': ['descriptors'],
      '/certificates/ca': ['import'],
      '/dataStores': ['descriptors'],
      '/idp/adapters': ['descriptors'],
      '/idp/spConnections': ['metadataImport'],
      '/keyPairs/signing': ['generate', 'import'],
      '/keyPairs/sslServer': ['generate', 'import', 'settings'],
      '/notificationPublishers': ['descriptors', 'settings'],
      '/oauth/accessTokenManagers': ['descriptors', 'settings'],
      '/passwordCredentialValidators': ['descriptors'],
      '/session/authenticationSessionPolicies': ['global'],
      '/sp/adapters': ['descriptors', 'urlMappings'],
      '/sp/idpConnections': ['metadataImport'],
    });
  });
});
