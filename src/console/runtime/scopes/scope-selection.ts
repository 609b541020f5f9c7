import { moveName } from '../form/picker/picker-moves';

/** The selection after adding a name: appended once, in the order chosen. */
export const addScope = (selected: readonly string[], name: string): string[] => moveName(selected, name, 'selected');

/** The selection after removing a name. */
export const removeScope = (selected: readonly string[], name: string): string[] => moveName(selected, name, 'available');
