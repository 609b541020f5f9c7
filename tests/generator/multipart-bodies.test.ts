import { describe, expect, it } from 'vitest';
import { GeneratorError, produce } from '../../generator';
import { copyFixture, edit } from './helpers';

/** An operation may take a multipart/form-data body: an object of string parts, closed like a JSON body. */
const CONTRACT = 'openapi/admin-api.yaml';
const AT = '/paths/~1hosts~1import/post/requestBody/content';

const upload = (schema: string, content = 'multipart/form-data') => `  /hosts/import:
    post:
      operationId: importHosts
      requestBody:
        required: true
        content:
          ${content}:
            schema:
${schema}
      responses:
        "204":
          description: Imported.
`;
const FILE_PART = `              type: object
              additionalProperties: false
              required: [file]
              properties:
                file:
                  type: string
                  format: binary
                comment:
                  type: string`;

async function generateWith(operation: string) {
  const options = copyFixture('basic');
  edit(options, CONTRACT, (text) => text.replace('  /internal/ping:\n', `${operation}  /internal/ping:\n`));
  return produce(options);
}

async function failure(operation: string): Promise<string> {
  const error = await generateWith(operation).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GeneratorError);
  return (error as GeneratorError).message;
}

describe('multipart/form-data request bodies', () => {
  it('are bound with their media type, typed by openapi-typescript and checked by the body schema', async () => {
    const { model, files } = await generateWith(upload(FILE_PART));
    expect(model.contract.operations.importHosts.requestBody?.mediaType).toBe('multipart/form-data');
    const routes = files.find((file) => file.path === 'server-routes.gen.ts')!.content;
    const binding = routes.slice(routes.indexOf("operationId: 'importHosts'"));
    expect(binding.slice(0, binding.indexOf('response:'))).toMatch(/bodyMediaType: 'multipart\/form-data',\s+schema: \{\s+body: \{\s+type: 'object',\s+additionalProperties: false,/);
    const types = files.find((file) => file.path === 'api-types.gen.ts')!.content;
    expect(types).toMatch(/"multipart\/form-data": \{[^}]*file: string;[^}]*comment\?: string;/);
    // A JSON body's binding says nothing about its media type.
    const json = routes.slice(routes.indexOf("operationId: 'updateHosts'"));
    expect(json.slice(0, json.indexOf('response:'))).not.toContain('bodyMediaType');
  });

  it('must be closed like a JSON body', async () => {
    const message = await failure(upload(FILE_PART.replace('              additionalProperties: false\n', '')));
    expect(message).toBe(`${CONTRACT}: ${AT}/multipart~1form-data/schema: request body object schema is open (request body of POST /hosts/import). Fix: Set \`additionalProperties: false\` (or, for a map, a schema of its values).`);
  });

  it('has string parts only', async () => {
    const message = await failure(upload(FILE_PART.replace('                comment:\n                  type: string', '                count:\n                  type: integer')));
    expect(message).toBe(`${CONTRACT}: ${AT}/multipart~1form-data/schema/properties/count: a multipart/form-data part must be a string. Fix: Write \`type: string\` (with \`format: binary\` for a file).`);
  });

  it('is an object of parts', async () => {
    const message = await failure(upload('              type: string\n              format: binary'));
    expect(message).toBe(`${CONTRACT}: ${AT}/multipart~1form-data/schema: a multipart/form-data body must be an object schema whose properties are its parts. Fix: Write \`type: object\` with \`properties:\` naming each part (\`file: { type: string, format: binary }\`).`);
  });

  it('other media types are refused', async () => {
    const message = await failure(upload(FILE_PART, 'application/x-www-form-urlencoded'));
    expect(message).toBe(`${CONTRACT}: ${AT}: must have exactly one media type, application/json, application/json-patch+json or multipart/form-data, with a schema (it has application/x-www-form-urlencoded). Fix: Keep one media type: \`application/json: { schema: … }\`, multipart/form-data for a file upload, or application/json-patch+json for a PATCH.`);
  });
});
