// The read-back comparison the compatibility specs rely on: it must see a change, not only agree.
import { describe, expect, it } from 'vitest';
import { readBackDifferences } from './support/read-back';

describe('readBackDifferences', () => {
  it('takes the values PingFederate converts and the fields it leaves out when empty', () => {
    expect(readBackDifferences({ a: 'true', n: '1825', s: '', o: {}, l: [] }, { a: true, n: 1825 })).toEqual([]);
  });
  it('matches named list items by name and other lists in order', () => {
    const sent = { fields: [{ name: 'B', value: '2' }], list: ['x', 'y'] };
    expect(readBackDifferences(sent, { fields: [{ name: 'A', value: '1' }, { name: 'B', value: '2' }], list: ['x', 'y'] })).toEqual([]);
    expect(readBackDifferences(sent, { fields: [{ name: 'B', value: '3' }], list: ['y', 'x'] })).toEqual([
      'fields[name=B].value: sent "2", read "3"',
      'list[0]: sent "x", read "y"',
      'list[1]: sent "y", read "x"',
    ]);
    expect(readBackDifferences({ fields: [{ name: 'C', value: '' }] }, { fields: [] })).toEqual(['fields[name=C]: sent, not read back']);
  });
  it('sees a missing field, a changed value and a conversion PingFederate would not make', () => {
    expect(readBackDifferences({ a: 'x', b: 'yes', c: 1 }, { b: true, c: 2 })).toEqual(['a: sent "x", read nothing', 'b: sent "yes", read true', 'c: sent 1, read 2']);
  });
  it('leaves out the ignored paths, with wildcards', () => {
    expect(readBackDifferences({ password: 'p', rows: [{ secret: 's' }] }, { rows: [{}] }, { password: 'write-only', 'rows[*].secret': 'write-only' })).toEqual([]);
  });
});
