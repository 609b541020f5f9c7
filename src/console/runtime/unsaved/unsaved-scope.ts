import { createContext } from 'react';

/**
 * Where forms with unsaved edits are counted: the console's root (navigation, reload), a tab's
 * panel (a tab change), a form view or dialog (its Cancel or close). A form marks itself dirty in
 * the scope it sits in, and the mark counts in every enclosing scope too. Nothing re-renders on a
 * change: whoever would lose the edits asks `dirty()` at that moment.
 */
export class UnsavedScope {
  private readonly marks = new Set<object>();
  private readonly listeners = new Set<(dirty: boolean) => void>();

  constructor(private readonly parent?: UnsavedScope) {}

  /** A scope inside this one. */
  child(): UnsavedScope {
    return new UnsavedScope(this);
  }

  dirty(): boolean {
    return this.marks.size > 0;
  }

  /** Marks (or clears) one form's unsaved edits, here and in every enclosing scope. */
  mark(form: object, dirty: boolean): void {
    for (let scope: UnsavedScope | undefined = this; scope; scope = scope.parent) scope.set(form, dirty);
  }

  /** Clears every mark made in this scope (its forms are gone), here and around it. */
  clear(): void {
    for (const form of [...this.marks]) this.mark(form, false);
  }

  /** Called when the scope turns dirty or clean. */
  subscribe(listener: (dirty: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(form: object, dirty: boolean): void {
    const before = this.dirty();
    if (dirty) this.marks.add(form);
    else this.marks.delete(form);
    if (before !== this.dirty()) this.listeners.forEach((listener) => listener(!before));
  }
}

/** The scope a form counts in; without an UnsavedChangesProvider, one of its own that nobody asks. */
export const UnsavedScopeContext = createContext<UnsavedScope>(new UnsavedScope());
