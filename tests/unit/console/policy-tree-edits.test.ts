// The pure edits of a policy tree (widget policyTree): type, object named, result, add, remove, move.
import { describe, expect, it } from 'vitest';
import type { PolicyTreeAction } from '../../../src/shared/page-model';
import { addChild, moveNode, nodeAt, removeNode, setActionRef, setActionType, setResult, type PolicyNode } from '../../../src/console/runtime/form/policy-tree/tree-edits';

// (The edits do not read a type's options; the editor loads them.)
const adapter: PolicyTreeAction = { type: 'AUTHN_SOURCE', label: 'IdP Adapter', ref: 'authenticationSource.sourceRef.id', outcomes: ['Fail', 'Success'], template: { authenticationSource: { type: 'IDP_ADAPTER' } } };
const done: PolicyTreeAction = { type: 'DONE', label: 'Done' };

const tree = (): PolicyNode => ({
  action: { type: 'AUTHN_SOURCE', authenticationSource: { type: 'IDP_ADAPTER', sourceRef: { id: 'form' } }, inputUserIdMapping: { value: 'kept' } },
  children: [
    { action: { type: 'DONE', context: 'Fail' } },
    { action: { type: 'CONTINUE', context: 'Success' }, children: [{ action: { type: 'DONE', context: 'x' } }] },
  ],
});

describe('policy tree edits', () => {
  it('finds nodes by their child indices', () => {
    expect(nodeAt(tree(), [])?.action.type).toBe('AUTHN_SOURCE');
    expect(nodeAt(tree(), [1, 0])?.action.context).toBe('x');
    expect(nodeAt(tree(), [5])).toBeUndefined();
  });

  it('changes a type to a fresh action of the new type, keeping the result and the children', () => {
    const original = tree();
    const changed = setActionType(original, [1], adapter);
    expect(changed.children?.[1]).toEqual({ action: { type: 'AUTHN_SOURCE', context: 'Success', authenticationSource: { type: 'IDP_ADAPTER' } }, children: [{ action: { type: 'DONE', context: 'x' } }] });
    expect(original).toEqual(tree());
    // The same type again changes nothing (what the action names stays).
    expect(setActionType(original, [], adapter)).toEqual(original);
  });

  it('sets and clears the object an action names, keeping what the editor does not show', () => {
    const named = setActionRef(tree(), [], 'authenticationSource.sourceRef.id', 'other');
    expect(named.action).toEqual({ type: 'AUTHN_SOURCE', authenticationSource: { type: 'IDP_ADAPTER', sourceRef: { id: 'other' } }, inputUserIdMapping: { value: 'kept' } });
    expect(JSON.parse(JSON.stringify(setActionRef(tree(), [], 'authenticationSource.sourceRef.id', ''))).action.authenticationSource).toEqual({ type: 'IDP_ADAPTER', sourceRef: {} });
  });

  it('sets a result, and an empty one leaves none', () => {
    expect(setResult(tree(), [0], 'Failed').children?.[0].action).toEqual({ type: 'DONE', context: 'Failed' });
    expect(setResult(tree(), [0], '').children?.[0].action).toEqual({ type: 'DONE' });
  });

  it('adds a child for the next result not yet used', () => {
    const leaf: PolicyNode = { action: { type: 'AUTHN_SOURCE' } };
    const one = addChild(leaf, [], done, adapter.outcomes);
    expect(one.children).toEqual([{ action: { type: 'DONE', context: 'Fail' } }]);
    const two = addChild(one, [], done, adapter.outcomes);
    expect(two.children?.[1]).toEqual({ action: { type: 'DONE', context: 'Success' } });
    expect(addChild(two, [], done, adapter.outcomes).children?.[2]).toEqual({ action: { type: 'DONE' } });
    expect(addChild(tree(), [1, 0], done).children?.[1].children?.[0].children).toEqual([{ action: { type: 'DONE' } }]);
  });

  it('removes a node with its subtree, not the root; a node left without children has none', () => {
    expect(removeNode(tree(), [1]).children).toEqual([{ action: { type: 'DONE', context: 'Fail' } }]);
    expect(removeNode(tree(), [1, 0]).children?.[1]).toEqual({ action: { type: 'CONTINUE', context: 'Success' } });
    expect(removeNode(tree(), [])).toEqual(tree());
  });

  it('moves a node among its siblings; at an end nothing moves', () => {
    expect(moveNode(tree(), [1], -1).children?.map((child) => child.action.context)).toEqual(['Success', 'Fail']);
    expect(moveNode(tree(), [0], 1).children?.map((child) => child.action.context)).toEqual(['Success', 'Fail']);
    expect(moveNode(tree(), [0], -1)).toEqual(tree());
    expect(moveNode(tree(), [1], 1)).toEqual(tree());
  });
});
