/**
 * Secrets (writeOnly + x-encrypted-as) only where the server keeps them: a page's generic resource
 * (collections and settings documents alike) or a hand-written handler the contract marks
 * x-keeps-secrets. Anywhere else the generator refuses, naming the file, the place and why.
 */
import { describe, expect, it } from 'vitest';
import { produce } from '../../generator';
import { copyProduct, edit, generatorFailure } from './helpers';

const CONTRACT = 'openapi/admin-api.yaml';

/** The product's VirtualHostNameSettings (a settings document) with `extra` among its properties. */
const withVirtualHostProperty = (extra: string) => (text: string) =>
  text.replace(
    '    VirtualHostNameSettings:\n      type: object\n      description: Settings for virtual host names.\n      additionalProperties: false\n      properties:\n',
    `    VirtualHostNameSettings:\n      type: object\n      description: Settings for virtual host names.\n      additionalProperties: false\n      properties:\n${extra}`,
  );

const SECRET_PAIR = (indent: string) =>
  `${indent}password: { type: string, writeOnly: true, x-encrypted-as: encryptedPassword }\n${indent}encryptedPassword: { type: string }\n`;

describe('secrets in the contract', () => {
  it('a settings document lists its secrets, nested objects and list rows too, for the generic settings resource', async () => {
    const options = copyProduct();
    const nested = `        proxy:\n          type: object\n          additionalProperties: false\n          properties:\n${SECRET_PAIR('            ')}        users:\n          type: array\n          items:\n            type: object\n            additionalProperties: false\n            properties:\n${SECRET_PAIR('              ')}`;
    edit(options, CONTRACT, withVirtualHostProperty(SECRET_PAIR('        ') + nested));
    const { files } = await produce(options);
    const resources = files.find((file) => file.path === 'resources.gen.ts')!.content;
    const at = resources.indexOf("  'virtual-host-names': {");
    const definition = resources.slice(at, resources.indexOf('\n  },', at));
    for (const path of ['password', 'proxy.password', 'users[].password']) expect(definition).toContain(`path: '${path}',`);
  });

  it('refuses a secret of a hand-written handler the contract does not mark x-keeps-secrets', async () => {
    const message = await generatorFailure(copyProduct(), CONTRACT, (t) => t.replace('      operationId: getServerSettings\n      x-keeps-secrets: true\n', '      operationId: getServerSettings\n'));
    expect(message).toContain(
      'openapi/admin-api.yaml: /paths/~1serverSettings/get: "getServerSettings" carries the secret "emailServer.password" (writeOnly with x-encrypted-as) but no page\'s generic resource serves it',
    );
  });

  it('refuses x-keeps-secrets on an operation without a secret', async () => {
    const message = await generatorFailure(copyProduct(), CONTRACT, (t) => t.replace('      operationId: getVirtualHostNamesSettings\n', '      operationId: getVirtualHostNamesSettings\n      x-keeps-secrets: true\n'));
    expect(message).toContain('/x-keeps-secrets: "getVirtualHostNamesSettings" has no secret (writeOnly with x-encrypted-as) in its body or answers to keep');
  });

  // (A map, additionalProperties, is refused as well, but no request body may hold one at all.)
  it('refuses a secret the secrets store cannot name: in a list of lists', async () => {
    const lists = `        groups:\n          type: array\n          items:\n            type: array\n            items:\n              type: object\n              additionalProperties: false\n              properties:\n${SECRET_PAIR('                ')}`;
    const message = await generatorFailure(copyProduct(), CONTRACT, withVirtualHostProperty(lists));
    expect(message).toContain('openapi/admin-api.yaml: /paths/~1virtualHostNames/get/responses/200: a secret below "groups" sits in a list of lists, where the secrets store cannot name it');
  });
});
