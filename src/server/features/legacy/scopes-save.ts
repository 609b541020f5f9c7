/**
 * The Access Token Management page's hidden-form save (SPEC 7: scopeType, selectedScopes): the
 * selection replaces the default manager's restriction of that scope type. Every selected scope
 * must exist among the scopes of that type.
 */
import type { ServerContext } from '../../kernel/handler-types';
import type { StoreReader } from '../../store/store';
import { getAccessTokenManager, isScopeType, putScopeRestriction, SCOPE_STORE, SCOPE_TYPE_LABELS, type ScopeType } from './access-token-manager';
import { FormRefusal, jsonField } from './form-refusal';

export const SCOPE_TYPE_INVALID = "Scope type must be 'commonScope' or 'exclusiveScope'.";
export const MALFORMED_SELECTION = 'The selected scopes must be a list of scope names.';
export const NO_ACCESS_TOKEN_MANAGER = 'There is no access token manager.';

const singular = (type: ScopeType) => (type === 'commonScope' ? 'common scope' : 'exclusive scope');

export const unknownScope = (type: ScopeType, name: string) => `There is no ${singular(type)} '${name}'.`;
export const scopeOfOtherType = (type: ScopeType, name: string) =>
  `'${name}' is ${type === 'commonScope' ? 'an exclusive' : 'a common'} scope, not ${type === 'commonScope' ? 'a' : 'an'} ${singular(type)}.`;

function readSelection(fields: URLSearchParams): string[] {
  const value = jsonField(fields, 'selectedScopes', 'scopes');
  if (!Array.isArray(value) || !value.every((name): name is string => typeof name === 'string')) throw new FormRefusal(422, [MALFORMED_SELECTION]);
  return [...new Set(value)];
}

async function selectionProblems(store: StoreReader, type: ScopeType, names: string[]): Promise<string[]> {
  const other: ScopeType = type === 'commonScope' ? 'exclusiveScope' : 'commonScope';
  const problems: string[] = [];
  for (const name of names) {
    if (await store.getItem(SCOPE_STORE[type], name)) continue;
    problems.push((await store.getItem(SCOPE_STORE[other], name)) ? scopeOfOtherType(type, name) : unknownScope(type, name));
  }
  return problems;
}

export async function saveScopes(server: ServerContext, fields: URLSearchParams): Promise<string> {
  const scopeType = fields.get('scopeType') ?? undefined;
  if (!isScopeType(scopeType)) throw new FormRefusal(422, [SCOPE_TYPE_INVALID]);
  const selected = readSelection(fields);
  return server.store.transaction(async (tx) => {
    const manager = await getAccessTokenManager(tx);
    if (!manager) throw new FormRefusal(404, [NO_ACCESS_TOKEN_MANAGER]);
    const problems = await selectionProblems(tx, scopeType, selected);
    if (problems.length > 0) throw new FormRefusal(422, problems);
    await putScopeRestriction(tx, manager.id, { ...manager.scopeRestriction, [scopeType]: selected });
    return `${SCOPE_TYPE_LABELS[scopeType]} saved for ${manager.name}.`;
  });
}
