export type PickerList = 'available' | 'selected';

/** The selected names after moving one name to a list: appended when selected, removed when made available. */
export function moveName(selected: readonly string[], name: string, to: PickerList): string[] {
  if (to === 'selected') return selected.includes(name) ? [...selected] : [...selected, name];
  return selected.filter((candidate) => candidate !== name);
}
