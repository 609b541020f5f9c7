import type { ErrorSchema, FieldProps } from '@rjsf/utils';
import type { PolicyTreeAction } from '../../../../shared/page-model';
import { pageString, t } from '../../../i18n/t';
import { FieldErrorList } from '../../ui/FieldErrorList';
import type { FieldWidgetOptions } from '../ui-schema';
import { errorId, helpId, labelId } from '../templates';
import type { SelectOption } from '../select/use-select-options';
import { adapterIdsOnPath, type PfAttributeRules } from '../../../../shared/pf-attribute-rules';
import type { FormContext } from '../plugin-configuration/PluginConfigurationField';
import { actionErrors, branchErrorCount, childErrors } from './node-errors';
import { NodeRules } from './NodeRules';
import { NodeSummary } from './NodeSummary';
import { addChild, moveNode, refOf, removeNode, setActionProperty, setActionRef, setActionType, setResult, type NodePath, type PolicyNode } from './tree-edits';
import { keyOf } from './tree-view';
import { useActionOptions } from './use-action-options';
import { useTreeView, type TreeView } from './use-tree-view';

/** "Node 1.2.1": a node's place in the tree, which names its controls. */
const nodeName = (path: NodePath) => t('policyTree.node', { n: keyOf(path) });

interface TreeContext {
  id: string;
  actions: readonly PolicyTreeAction[];
  options: Record<string, SelectOption[] | undefined>;
  label: (action: PolicyTreeAction) => string;
  disabled: boolean;
  /** The policy's name as typed so far, for the Rules dialog's subtitle. */
  policyName: () => string;
  root: PolicyNode;
  change: (root: PolicyNode) => void;
  view: TreeView;
}

/** The type a new child starts as: Done where the page offers it (a branch that ends), else the first type. */
const childType = (actions: readonly PolicyTreeAction[]) => actions.find((action) => action.type === 'DONE') ?? actions[0];

function NodeItem({ node, path, siblings, outcomes, errors, tree }: { node: PolicyNode; path: NodePath; siblings: number; outcomes: readonly string[]; errors: ErrorSchema | undefined; tree: TreeContext }) {
  const spec = tree.actions.find((action) => action.type === node.action.type);
  const name = nodeName(path);
  const id = `${tree.id}__${[0, ...path].join('_')}`;
  const index = path[path.length - 1] ?? 0;
  const children = node.children ?? [];
  const collapsed = children.length > 0 && tree.view.isCollapsed(path);
  const messages = actionErrors(errors);
  const options = spec ? tree.options[spec.type] : undefined;
  const rules = spec?.rules ? (node.action[spec.rules] as PfAttributeRules | undefined) : undefined;
  // A node's rule results lead to children of their own, beside the type's outcomes.
  const results = (rules?.items ?? []).map((rule) => rule.result).filter((result) => result && !(spec?.outcomes ?? []).includes(result));
  const ref = refOf(node.action, spec);
  const refLabel = options?.find((option) => option.value === ref)?.label || ref;
  const sourceLabel = refLabel || (spec ? tree.label(spec) : '');
  const toggleLabel = t(collapsed ? 'policyTree.expand' : 'policyTree.collapse', { name });
  return (
    <li
      className="policy-tree__node"
      data-testid="policy-tree-node"
      role="treeitem"
      data-node={keyOf(path)}
      tabIndex={tree.view.tabStop === keyOf(path) ? 0 : -1}
      aria-labelledby={`${id}__summary`}
      aria-describedby={messages.length ? `${id}__errors` : undefined}
      aria-level={path.length + 1}
      aria-setsize={siblings}
      aria-posinset={index + 1}
      aria-expanded={children.length > 0 ? !collapsed : undefined}
    >
      <div className="policy-tree__row" role="group" aria-label={name}>
        {children.length > 0 ? (
          <button type="button" className="policy-tree__toggle" aria-label={toggleLabel} title={toggleLabel} onClick={() => tree.view.toggle(path)}>
            <span aria-hidden="true">{collapsed ? '▸' : '▾'}</span>
          </button>
        ) : (
          <span className="policy-tree__toggle-space" />
        )}
        <NodeSummary
          id={`${id}__summary`}
          name={name}
          result={path.length > 0 ? node.action.context : undefined}
          kind={spec ? tree.label(spec) : undefined}
          object={refLabel || undefined}
          rules={spec?.rules ? (rules?.items?.length ?? 0) : undefined}
          hiddenErrors={collapsed ? branchErrorCount(errors, node) : 0}
        />
        <span className="policy-tree__controls">
          {path.length > 0 && (
            <>
              <input
                id={`${id}__result`}
                className="input policy-tree__result"
                aria-label={t('policyTree.result', { name })}
                list={outcomes.length ? `${id}__outcomes` : undefined}
                value={node.action.context ?? ''}
                disabled={tree.disabled}
                onChange={(event) => tree.change(setResult(tree.root, path, event.target.value))}
              />
              {outcomes.length > 0 && (
                <datalist id={`${id}__outcomes`}>
                  {outcomes.map((outcome) => (
                    <option key={outcome} value={outcome} />
                  ))}
                </datalist>
              )}
              <span aria-hidden="true" className="policy-tree__arrow">
                →
              </span>
            </>
          )}
          <select
            id={`${id}__type`}
            className="input"
            aria-label={t('policyTree.action', { name })}
            aria-invalid={messages.length > 0 || undefined}
            aria-describedby={messages.length ? `${id}__errors` : undefined}
            value={spec?.type ?? ''}
            disabled={tree.disabled}
            onChange={(event) => {
              const chosen = tree.actions.find((action) => action.type === event.target.value);
              if (chosen) tree.change(setActionType(tree.root, path, chosen));
            }}
          >
            {!spec && <option value="">{t('form.choose')}</option>}
            {tree.actions.map((action) => (
              <option key={action.type} value={action.type}>
                {tree.label(action)}
              </option>
            ))}
          </select>
          {spec?.ref && (
            <select
              id={`${id}__ref`}
              className="input"
              aria-label={t('policyTree.ref', { label: tree.label(spec), name })}
              aria-required
              aria-invalid={messages.length > 0 || undefined}
              value={ref}
              disabled={tree.disabled}
              onChange={(event) => tree.change(setActionRef(tree.root, path, spec.ref!, event.target.value))}
            >
              <option value="">{t('form.choose')}</option>
              {(options ?? []).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
              {/* A name the list does not hold (yet) stays shown as it is. */}
              {ref && options && !options.some((option) => option.value === ref) && <option value={ref}>{ref}</option>}
            </select>
          )}
          {spec?.rules && (
            <NodeRules
              rules={rules}
              name={name}
              policyName={tree.policyName()}
              nodeLabel={t('policyTree.rulesNode', { source: sourceLabel, name })}
              adapterIds={adapterIdsOnPath(tree.root, path)}
              editable={!tree.disabled}
              onChange={(next) => tree.change(setActionProperty(tree.root, path, spec.rules!, next))}
            />
          )}
          {!tree.disabled && (
            <span className="policy-tree__buttons">
              <button
                type="button"
                className="button button--secondary button--small"
                aria-label={t('policyTree.addResultTo', { name })}
                onClick={() => {
                  tree.change(addChild(tree.root, path, childType(tree.actions), [...(spec?.outcomes ?? []), ...results]));
                  tree.view.added(path);
                }}
              >
                + {t('policyTree.addResult')}
              </button>
              {path.length > 0 && (
                <>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={t('policyTree.moveUp', { name })}
                    title={t('policyTree.moveUp', { name })}
                    disabled={index === 0}
                    onClick={() => {
                      tree.change(moveNode(tree.root, path, -1));
                      tree.view.moved(path, -1, siblings);
                    }}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={t('policyTree.moveDown', { name })}
                    title={t('policyTree.moveDown', { name })}
                    disabled={index === siblings - 1}
                    onClick={() => {
                      tree.change(moveNode(tree.root, path, 1));
                      tree.view.moved(path, 1, siblings);
                    }}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="button button--danger-outline button--small"
                    aria-label={t('policyTree.remove', { name })}
                    title={t('policyTree.remove', { name })}
                    onClick={() => {
                      tree.change(removeNode(tree.root, path));
                      tree.view.removed(path);
                    }}
                  >
                    ✕
                  </button>
                </>
              )}
            </span>
          )}
        </span>
      </div>
      <FieldErrorList id={`${id}__errors`} errors={messages} />
      {children.length > 0 && !collapsed && (
        <ul className="policy-tree__children" role="group">
          {children.map((child, i) => (
            <NodeItem key={i} node={child} path={[...path, i]} siblings={children.length} outcomes={[...(spec?.outcomes ?? []), ...results]} errors={childErrors(errors, i)} tree={tree} />
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * A policy tree (widget policyTree) as a WAI-ARIA tree: each node one line read at a glance (the
 * result it follows, its kind, the object it names, its rules) with the controls that edit it, its
 * results below it in a branch that collapses; results added, removed and moved among their
 * siblings by labelled buttons. Read-only accounts see the tree without buttons.
 */
export function PolicyTreeField(props: FieldProps) {
  const { definition, pageId } = props.uiSchema?.['ui:options'] as unknown as FieldWidgetOptions;
  const actions = definition.policyTree?.actions ?? [];
  const options = useActionOptions(actions);
  // A new form holds no tree, or an empty object (RJSF's default): its root has no action yet.
  const given = props.formData && typeof props.formData === 'object' ? (props.formData as Partial<PolicyNode>) : {};
  const root = { ...given, action: given.action ?? { type: '' } } as PolicyNode;
  const view = useTreeView(root);
  const tree: TreeContext = {
    id: props.fieldPathId.$id,
    actions,
    options,
    label: (action) => pageString(pageId, `fields.${definition.name}.actions.${action.type}`, action.label),
    disabled: Boolean(props.disabled || props.readonly),
    policyName: () => (props.registry.formContext as FormContext | undefined)?.entityName?.() ?? definition.label,
    root,
    change: (next) => props.onChange(next, props.fieldPathId.path),
    view,
  };
  return (
    // Named by the field row's label (FieldTemplate), described by its help and errors.
    <ul className="policy-tree" role="tree" {...view.treeProps} id={props.fieldPathId.$id} aria-labelledby={labelId(props.fieldPathId.$id)} aria-describedby={[definition.help ? helpId(props.fieldPathId.$id) : '', props.rawErrors?.length ? errorId(props.fieldPathId.$id) : ''].filter(Boolean).join(' ') || undefined}>
      <NodeItem node={root} path={[]} siblings={1} outcomes={[]} errors={props.errorSchema} tree={tree} />
    </ul>
  );
}
