import { VariableDeclarationKind } from 'ts-morph';
import type { JsonSchema } from '../../src/shared/page-model';
import type { RouteBinding } from '../../src/shared/route-binding';
import { keptSecretsOf } from '../model/operation-secrets';
import { rewriteRefs } from '../model/refs';
import type { ContractOperation, ContractParameter, GeneratorModel } from '../model/types';
import { compare, literal, sortKeys } from './format';
import { buildFile, moduleTo } from './ts-project';
import { resourceKind, resourcePages } from './resources';
import type { EmitContext, GeneratedFile } from './types';

const CONTRACT_PREFIX = 'contract';
const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete'];

const contractSchema = (schema: unknown) => rewriteRefs(schema, CONTRACT_PREFIX) as JsonSchema;

/** An object schema for the parameters of one location (path → params, query → querystring). */
function parametersSchema(params: ContractParameter[]): JsonSchema | undefined {
  if (params.length === 0) return undefined;
  const schema: JsonSchema = {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, contractSchema(p.schema)])),
  };
  const required = params.filter((p) => p.required).map((p) => p.name);
  if (required.length > 0) schema.required = required;
  return schema;
}

/** Which page resource serves each operation a page maps. */
function resourcesByOperation(model: GeneratorModel): Map<string, NonNullable<RouteBinding['resource']>> {
  const map = new Map<string, NonNullable<RouteBinding['resource']>>();
  for (const { definition: d } of resourcePages(model)) {
    const kind = resourceKind(d.view)!;
    for (const [action, op] of Object.entries(d.operations)) {
      // A settings document several pages edit is served by the first; each carries the rules of all.
      if (!map.has(op.operationId)) map.set(op.operationId, { pageId: d.id, kind, action: action as keyof typeof d.operations });
    }
    // A settings page's action that rotates a secret: the generic settings resource serves it (a write of the document).
    for (const pageAction of d.actions ?? []) {
      if (pageAction.rotates && !map.has(pageAction.operation.operationId)) map.set(pageAction.operation.operationId, { pageId: d.id, kind, action: 'update', pageAction: pageAction.id });
    }
  }
  return map;
}

/** Which descriptor set answers each descriptors operation. */
function descriptorsByOperation(model: GeneratorModel): Map<string, NonNullable<RouteBinding['descriptors']>> {
  const map = new Map<string, NonNullable<RouteBinding['descriptors']>>();
  for (const set of model.pluginDescriptors) {
    map.set(set.list, { set: set.id, action: 'list' });
    map.set(set.get, { set: set.id, action: 'get' });
  }
  return map;
}

function binding(model: GeneratorModel, op: ContractOperation, resource: RouteBinding['resource'], descriptors: RouteBinding['descriptors']): RouteBinding {
  const secrets = keptSecretsOf(model, op, resource !== undefined);
  const params = parametersSchema(op.parameters.filter((p) => p.in === 'path'));
  const querystring = parametersSchema(op.parameters.filter((p) => p.in === 'query'));
  const schema: RouteBinding['schema'] = {
    ...(params ? { params } : {}),
    ...(querystring ? { querystring } : {}),
    ...(op.requestBody ? { body: contractSchema(op.requestBody.schema) } : {}),
    response: sortKeys(Object.fromEntries(Object.entries(op.responses).map(([s, r]) => [s, r && contractSchema(r)]))),
  };
  return {
    operationId: op.operationId,
    method: op.method.toUpperCase() as RouteBinding['method'],
    url: model.contract.baseUrl + op.path.replace(/\{([^}]+)\}/g, ':$1'),
    auth: op.auth,
    roles: op.roles,
    ...(op.allRoles ? { allRoles: op.allRoles } : {}),
    mutation: op.method !== 'get' && op.readOnly !== true,
    ...(op.extendsSession ? { extendsSession: true } : {}),
    ...(op.passiveConsole ? { passiveConsole: true } : {}),
    ...(op.selfService ? { selfService: true } : {}),
    ...(op.readOnly ? { readOnly: true } : {}),
    ...(op.replicateOnSave ? { replicateOnSave: op.replicateOnSave } : {}),
    ...(op.requestBody && op.requestBody.mediaType !== 'application/json' ? { bodyMediaType: op.requestBody.mediaType } : {}),
    ...(op.requestBody && !op.requestBody.required ? { bodyOptional: true } : {}),
    schema,
    ...(secrets ? { secrets } : {}),
    ...(resource ? { resource } : {}),
    ...(descriptors ? { descriptors } : {}),
  };
}

/** server-routes.gen.ts: contract schemas for the server's ajv and one RouteBinding per contract operation. */
export function emitServerRoutes(model: GeneratorModel, ctx: EmitContext): GeneratedFile {
  const resources = resourcesByOperation(model);
  const descriptors = descriptorsByOperation(model);
  const bindings = Object.values(model.contract.operations)
    .map((op) => binding(model, op, resources.get(op.operationId), descriptors.get(op.operationId)))
    .sort((a, b) => compare(a.url, b.url) || METHOD_ORDER.indexOf(a.method.toLowerCase()) - METHOD_ORDER.indexOf(b.method.toLowerCase()));
  const contractSchemas = {
    $id: CONTRACT_PREFIX,
    components: { schemas: contractSchema(sortKeys(model.contract.schemas)) },
  };
  return buildFile({
    path: 'server-routes.gen.ts',
    sources: [model.contract.file, ctx.pagesGlob],
    build(file, slots) {
      file.addImportDeclarations([
        { isTypeOnly: true, namedImports: ['JsonSchema'], moduleSpecifier: moduleTo(file, 'src/shared/page-model.ts') },
        { isTypeOnly: true, namedImports: ['RouteBinding'], moduleSpecifier: moduleTo(file, 'src/shared/route-binding.ts') },
      ]);
      file.addVariableStatements([
        {
          isExported: true,
          declarationKind: VariableDeclarationKind.Const,
          declarations: [{ name: 'contractSchemas', type: "{ $id: 'contract'; components: { schemas: Record<string, JsonSchema> } }", initializer: slots.expression(literal(contractSchemas)) }],
        },
        {
          isExported: true,
          declarationKind: VariableDeclarationKind.Const,
          declarations: [{ name: 'routeBindings', type: 'RouteBinding[]', initializer: slots.expression(literal(bindings)) }],
        },
      ]);
    },
  });
}
