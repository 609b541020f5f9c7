/**
 * The contract's x-server-default and x-certificate-of (ResourceDefinition.serverDefaults,
 * .certificates), and page fields marked readOnly: the generator refuses them where the server or
 * the form could not honour them.
 */
import { describe, expect, it } from 'vitest';
import { copyProduct, generatorFailure } from './helpers';

const METADATA_PAGE = 'schemas/pages/partner-metadata-urls.page.yaml';

const CONTRACT = 'openapi/admin-api.yaml';

describe('values the server computes', () => {
  it('x-server-default needs a default', async () => {
    const message = await generatorFailure(copyProduct(), CONTRACT, (t) =>
      t.replace('          type: boolean\n          default: true\n          x-server-default: true\n          description: Perform Metadata', '          type: boolean\n          x-server-default: true\n          description: Perform Metadata'),
    );
    expect(message).toContain('x-server-default on "validateSignature" of schema "MetadataUrl" needs a default');
  });

  it('x-certificate-of names a property holding a certificate file', async () => {
    const message = await generatorFailure(copyProduct(), CONTRACT, (t) => t.replace('x-certificate-of: x509File', 'x-certificate-of: url'));
    expect(message).toContain('x-certificate-of of "certView" names "url", which is not a property of schema "MetadataUrl" with a string fileData');
  });

  it('a readOnly field edits a property the contract says is readOnly', async () => {
    const message = await generatorFailure(copyProduct(), METADATA_PAGE, (t) => t.replace('section: metadata, placeholder: "https://', 'section: metadata, readOnly: true, placeholder: "https://'));
    expect(message).toContain('/fields/2/readOnly: "url" is not readOnly in the contract (neither it nor an object on its path)');
  });
});
