/** The README's expression examples parse and evaluate as documented. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evaluateHere } from '../../../../src/server/services/expressions/expression-evaluation';
import { expressionProblem } from '../../../../src/server/services/expressions/expression-language';

const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
const section = readme.split('\n## Expressions\n')[1]?.split('\n## ')[0] ?? '';
const examples = section
  .split('\n')
  .filter((line) => /^\| [a-z]/.test(line) && !line.startsWith('| What'))
  .flatMap((line) => [...line.split(' | ')[1].matchAll(/`([^`]+)`/g)].map((m) => m[1].replaceAll('\\|', '|')));

const values = {
  username: 'admin1',
  email: 'admin1@corp.example',
  subjectDN: 'CN=Admin One,O=Example',
  'http.user-agent': 'Mozilla/5.0',
  loginCount: '4',
  memberOf: '["admins","cn=admins,o=example"]',
};

describe('README "Expressions" examples', () => {
  it('has examples', () => {
    expect(examples.length).toBeGreaterThanOrEqual(15);
  });

  it.each(examples)('%s parses and evaluates', (expression) => {
    expect(expressionProblem(expression)).toBeUndefined();
    expect(evaluateHere({ expression, substitutionValues: values })).toHaveProperty('result');
  });
});
