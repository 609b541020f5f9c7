import type { DownloadDefinition, JsonSchema, OperationRef } from '../../src/shared/page-model';
import type { Fail } from '../errors';
import type { PageFileDownload } from '../load/page-file';
import { notAPropertyIn } from './fixes';
import { objectProperties, propertyAt } from './schema-walk';
import type { ContractOperation } from './types';

export interface DownloadContext {
  operation: (operationId: string, at: string) => ContractOperation;
  ref: (op: ContractOperation) => OperationRef;
  /** A schema with its $refs resolved. */
  inline: (schema: JsonSchema | undefined, at: string) => JsonSchema;
  fail: Fail;
}

/** Each {property} placeholder of `template` must be a row's property. */
function checkPlaceholders(template: string, row: Record<string, JsonSchema>, at: string, ctx: DownloadContext): void {
  for (const [, name] of template.matchAll(/\{([\w.]+)\}/g)) {
    if (!propertyAt(row, name)) {
      const [, fix] = notAPropertyIn(name, 'a row', row, 'the entity schema in the contract');
      ctx.fail(at, `placeholder {${name}} is not a property of a row`, fix);
    }
  }
}

/**
 * A download by POST (PingFederate's Export Metadata: POST /connectionMetadata/export with the row's
 * id in the body): a read-only POST without path parameters whose body the page fills from the
 * row, answering a file or the file's text as a JSON string (then the page names its media type).
 */
function postDownload(download: PageFileDownload, op: ContractOperation, row: Record<string, JsonSchema>, at: string, ctx: DownloadContext): Pick<DownloadDefinition, 'mediaType' | 'body' | 'answer'> {
  if (op.method !== 'post' || !op.readOnly) ctx.fail(`${at}/operation`, `a download with a body needs a POST that changes nothing ("${op.operationId}" is ${op.method.toUpperCase()}${op.readOnly ? '' : ' without x-read-only: true'})`, `Mark "${op.operationId}" \`x-read-only: true\` in the contract if it changes nothing, or name a GET download without body.`);
  if (op.parameters.some((p) => p.in === 'path')) ctx.fail(`${at}/operation`, `a download with a body needs an operation without path parameters ("${op.operationId}" has some)`, 'Remove body and let the path parameter take the row\'s key.');
  const properties = objectProperties(ctx.inline(op.requestBody?.schema, `${at}/operation`));
  for (const [name, value] of Object.entries(download.body ?? {})) {
    if (!properties[name]) ctx.fail(`${at}/body/${name}`, `"${name}" is not a property of the request body of "${op.operationId}"`, `Use one of ${Object.keys(properties).join(', ') || 'its properties'}.`);
    checkPlaceholders(value, row, `${at}/body/${name}`, ctx);
  }
  const answer = op.responses['200'];
  const jsonString = answer !== null && answer !== undefined && (answer as { type?: unknown }).type === 'string';
  if (!op.fileAnswer && !jsonString) ctx.fail(`${at}/operation`, `a download needs a 200 answer that is a file or a JSON string ("${op.operationId}" has neither)`, `Give "${op.operationId}" a 200 answer with a file media type, or \`type: string\`, in the contract.`);
  if (jsonString && !op.fileAnswer && !download.mediaType) ctx.fail(`${at}/mediaType`, `"${op.operationId}" answers the file as a JSON string, so the page names the file's media type`, 'Add mediaType, e.g. `mediaType: application/samlmetadata+xml`.');
  if (op.fileAnswer && download.mediaType) ctx.fail(`${at}/mediaType`, `"${op.operationId}" answers a file of ${op.fileAnswer}`, 'Remove mediaType: the contract names it.');
  return { mediaType: op.fileAnswer ?? download.mediaType ?? '', body: download.body, ...(op.fileAnswer ? {} : { answer: 'jsonString' as const }) };
}

/**
 * A table row's downloads: each a GET with the row's key in its only path parameter, answering a
 * file (a 200 whose media type is not JSON), or a POST with a body (postDownload), saved under a
 * name made from the row's properties.
 */
export function buildDownloads(downloads: readonly PageFileDownload[], row: Record<string, JsonSchema>, at: string, ctx: DownloadContext): DownloadDefinition[] {
  const ids = new Set<string>();
  return downloads.map((download, i) => {
    const downloadAt = `${at}/downloads/${i}`;
    if (ids.has(download.id)) ctx.fail(`${downloadAt}/id`, `duplicate download "${download.id}"`, `Give each download an id of its own (in use: ${[...ids].join(', ')}).`);
    ids.add(download.id);
    const op = ctx.operation(download.operation, `${downloadAt}/operation`);
    checkPlaceholders(download.fileName, row, `${downloadAt}/fileName`, ctx);
    if (download.body) return { id: download.id, label: download.label, operation: ctx.ref(op), fileName: download.fileName, ...postDownload(download, op, row, downloadAt, ctx) };
    if (download.mediaType) ctx.fail(`${downloadAt}/mediaType`, 'mediaType is for a download with a body answering a JSON string', 'Remove mediaType: the contract names the file\'s media type.');
    if (op.method !== 'get') ctx.fail(`${downloadAt}/operation`, `a download needs a GET operation ("${op.operationId}" is ${op.method.toUpperCase()})`, 'Name the GET operation that answers the file, e.g. `GET /<collection>/{id}/file`.');
    const pathParams = op.parameters.filter((p) => p.in === 'path');
    if (pathParams.length !== 1) {
      ctx.fail(`${downloadAt}/operation`, `a download needs an operation with exactly one path parameter, for the row's key ("${op.operationId}" has ${pathParams.length})`, 'Name an operation whose path has one parameter, the row\'s key (`/<collection>/{id}/…`).');
    }
    if (!op.fileAnswer) {
      ctx.fail(`${downloadAt}/operation`, `a download needs a 200 answer that is a file, not JSON ("${op.operationId}" has none)`, `Give "${op.operationId}" a 200 answer with a file media type (e.g. \`application/x-pem-file\` or \`application/octet-stream\`) in the contract.`);
    }
    return { id: download.id, label: download.label, operation: ctx.ref(op), mediaType: op.fileAnswer ?? '', fileName: download.fileName };
  });
}
