/**
 * The embedded page of the Policies page's Rules tab: every authentication policy tree, read-only,
 * as nested lists (each node's result, its action type and the object it names). Every IdP adapter
 * node says how many rules it has and has a Rules button that asks the console to open the Rules
 * dialog for it (showRulesModal with the node's id, SPEC 2.20 and 4; policy-node-id.ts). Saving
 * comes back here as a hidden-form post (rules-save.ts). Everything taken from data is escaped.
 */
import { policyNodeId, nodePlace } from '../../../shared/policy-node-id';
import type { PfAttributeRules, RuleTreeNode } from '../../../shared/pf-attribute-rules';
import type { PolicyTreeAction } from '../../../shared/page-model';
import type { ServerContext } from '../../kernel/handler-types';
import type { JsonDocument, StoreReader } from '../../store/store';
import { element, escapeHtml, messageButton, paragraph } from './html-page';
import { POLICY_RESOURCE, POLICY_RULES, POLICY_TREE_ACTIONS, referencedStore } from './policy-trees';

const ruleCount = (count: number) => (count === 0 ? 'No rules' : count === 1 ? '1 rule' : `${count} rules`);

function getPath(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), value);
}

/** The object an action names, by its name where the store has it (else its id). */
async function objectName(store: StoreReader, action: Record<string, unknown>, spec: PolicyTreeAction | undefined): Promise<string | undefined> {
  const id = spec?.ref ? getPath(action, spec.ref) : undefined;
  if (typeof id !== 'string' || id === '') return undefined;
  const namespace = spec ? referencedStore(spec) : undefined;
  const doc = namespace ? await store.getItem(namespace, id) : undefined;
  return typeof doc?.name === 'string' && doc.name !== '' ? doc.name : id;
}

async function nodeItem(store: StoreReader, policy: { id: string; name: string }, node: RuleTreeNode, path: number[]): Promise<string> {
  const action = (node.action ?? {}) as Record<string, unknown>;
  const type = typeof action.type === 'string' ? action.type : '';
  const spec = POLICY_TREE_ACTIONS.find((candidate) => candidate.type === type);
  const name = `Node ${nodePlace(path)}`;
  const result = path.length > 0 && typeof action.context === 'string' ? action.context : undefined;
  const object = await objectName(store, action, spec);
  const parts = [
    element('span', name, ' class="place"'),
    result === undefined ? '' : element('span', result, ' class="result"'),
    element('span', spec?.label ?? type, ' class="type"'),
    object === undefined ? '' : element('span', object, ' class="object"'),
  ].filter(Boolean);
  let rules = '';
  if (type === POLICY_RULES.actionType) {
    const count = ((action[POLICY_RULES.property] as PfAttributeRules | undefined)?.items ?? []).length;
    const nodeId = policyNodeId(policy.id, path);
    rules = ` ${element('span', ruleCount(count), ' class="rule-count"')} ${messageButton('Rules', { type: 'showRulesModal', nodeId }, `Rules of ${name} of ${policy.name}`)}`;
  }
  const children = Array.isArray(node.children) ? node.children : [];
  const below = children.length === 0 ? '' : `<ul>${(await Promise.all(children.map((child, i) => nodeItem(store, policy, child, [...path, i])))).join('')}</ul>`;
  const id = type === POLICY_RULES.actionType ? ` data-node-id="${escapeHtml(policyNodeId(policy.id, path))}"` : '';
  return `<li${id}><div class="node">${parts.join(' ')}${rules}</div>${below}</li>`;
}

async function policySection(store: StoreReader, doc: JsonDocument): Promise<string> {
  const policy = { id: String(doc.id ?? ''), name: typeof doc.name === 'string' ? doc.name : String(doc.id ?? '') };
  const heading = element('h2', policy.name) + (doc.enabled === false ? paragraph('Disabled.') : '');
  const root = doc[POLICY_RULES.tree];
  const tree = root && typeof root === 'object' ? `<ul class="tree" aria-label="${escapeHtml(`Tree of ${policy.name}`)}">${await nodeItem(store, policy, root as RuleTreeNode, [])}</ul>` : paragraph('This policy has no tree.');
  return `<section data-policy-id="${escapeHtml(policy.id)}">${heading}${tree}</section>`;
}

export async function policiesContent(server: ServerContext): Promise<string> {
  const stored = await server.store.listItems(POLICY_RESOURCE.store);
  if (stored.length === 0) return paragraph('There are no authentication policies.');
  // As the Policies tab lists them: by name, ignoring case.
  const docs = stored.map((item) => item.doc).sort((a, b) => String(a.name ?? '').toLowerCase().localeCompare(String(b.name ?? '').toLowerCase()));
  const sections = await Promise.all(docs.map((doc) => policySection(server.store, doc)));
  return paragraph('Each authentication policy tree, read-only: every node’s result, its action and what the action names. An IdP adapter node’s rules turn the attributes it returned into results of their own.') + sections.join('\n');
}
