import { describe, expect, it } from 'vitest';
import { formatTable } from '../../bench/table';

describe('the bench table', () => {
  it('prints figure, ours, the reference and the ratio, aligned', () => {
    const table = formatTable([
      { figure: 'GET /oauth/issuers, Bearer', ours: 2500, reference: 640, unit: 'req/s', referenceName: 'Prism mock' },
      { figure: 'Cold start', ours: 812.4, reference: 370, unit: 'ms' },
      { figure: 'Scope page p95, 1,000,000 scopes', ours: 2.6, unit: 'ms' },
      { figure: 'Issuers page, 100,000 issuers', ours: undefined, unit: 'ms' },
    ]);
    expect(table.split('\n')).toEqual([
      '| Figure                           | Ours        | Reference (same run)   | Ours / reference |',
      '|----------------------------------|-------------|------------------------|------------------|',
      '| GET /oauth/issuers, Bearer       | 2,500 req/s | 640 req/s (Prism mock) | 3.91×            |',
      '| Cold start                       | 812 ms      | 370 ms                 | 2.20×            |',
      '| Scope page p95, 1,000,000 scopes | 2.60 ms     |                        |                  |',
      '| Issuers page, 100,000 issuers    | n/a         |                        |                  |',
    ]);
  });
});
