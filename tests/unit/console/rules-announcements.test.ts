import { describe, expect, it } from 'vitest';
import type { Active, Over } from '@dnd-kit/core';
import { ruleAnnouncements } from '../../../src/console/screens/rules/rule-announcements';

const active = (id: string) => ({ id }) as unknown as Active;
const over = (id: string) => ({ id }) as unknown as Over;

describe('what a screen reader hears while a rule moves', () => {
  it('says which rule was picked up, where it is over, and where it dropped', () => {
    const say = ruleAnnouncements(() => ['a', 'b', 'c']);
    expect(say.onDragStart({ active: active('b') })).toBe('Picked up policy rule #2.');
    // Over itself at the lift: nothing new, so "Picked up" stays.
    expect(say.onDragOver({ active: active('b'), over: over('b') })).toBeUndefined();
    expect(say.onDragOver({ active: active('b'), over: over('c') })).toBe('Policy rule #2 is over position 3 of 3.');
    expect(say.onDragOver({ active: active('b'), over: over('b') })).toBe('Policy rule #2 is over position 2 of 3.');
    expect(say.onDragEnd({ active: active('b'), over: over('a') })).toBe('Policy rule #2 dropped at position 1 of 3.');
    expect(say.onDragEnd({ active: active('b'), over: null })).toBe('Moving policy rule #2 was cancelled.');
    expect(say.onDragCancel({ active: active('b'), over: null })).toBe('Moving policy rule #2 was cancelled.');
  });
});
