import type { DownloadDefinition, JsonSchema, OperationRef } from '../../src/shared/page-model';
import type { Fail } from '../errors';
import type { PageFileDownload } from '../load/page-file';
import { notAPropertyIn } from './fixes';
import { propertyAt } from './schema-walk';
import type { ContractOperation } from './types';

export interface DownloadContext {
  operation: (operationId: string, at: string) => ContractOperation;
  ref: (op: ContractOperation) => OperationRef;
  fail: Fail;
}

/**
 * A table row's downloads: each a GET with the row's key in its only path parameter, answering a
 * file (a 200 whose media type is not JSON), saved under a name made from the row's properties.
 */
export function buildDownloads(downloads: readonly PageFileDownload[], row: Record<string, JsonSchema>, at: string, ctx: DownloadContext): DownloadDefinition[] {
  const ids = new Set<string>();
  return downloads.map((download, i) => {
    const downloadAt = `${at}/downloads/${i}`;
    if (ids.has(download.id)) ctx.fail(`${downloadAt}/id`, `duplicate download "${download.id}"`, `Give each download an id of its own (in use: ${[...ids].join(', ')}).`);
    ids.add(download.id);
    const op = ctx.operation(download.operation, `${downloadAt}/operation`);
    if (op.method !== 'get') ctx.fail(`${downloadAt}/operation`, `a download needs a GET operation ("${op.operationId}" is ${op.method.toUpperCase()})`, 'Name the GET operation that answers the file, e.g. `GET /<collection>/{id}/file`.');
    const pathParams = op.parameters.filter((p) => p.in === 'path');
    if (pathParams.length !== 1) {
      ctx.fail(`${downloadAt}/operation`, `a download needs an operation with exactly one path parameter, for the row's key ("${op.operationId}" has ${pathParams.length})`, 'Name an operation whose path has one parameter, the row\'s key (`/<collection>/{id}/…`).');
    }
    if (!op.fileAnswer) {
      ctx.fail(`${downloadAt}/operation`, `a download needs a 200 answer that is a file, not JSON ("${op.operationId}" has none)`, `Give "${op.operationId}" a 200 answer with a file media type (e.g. \`application/x-pem-file\` or \`application/octet-stream\`) in the contract.`);
    }
    for (const [, name] of download.fileName.matchAll(/\{([\w.]+)\}/g)) {
      if (!propertyAt(row, name)) {
        const [, fix] = notAPropertyIn(name, 'a row', row, 'the entity schema in the contract');
        ctx.fail(`${downloadAt}/fileName`, `placeholder {${name}} is not a property of a row`, fix);
      }
    }
    return { id: download.id, label: download.label, operation: ctx.ref(op), mediaType: op.fileAnswer, fileName: download.fileName };
  });
}
