// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { pageSaveOutcome } from '../../../src/console/screens/rules/frame-save';

const page = (body: string) => new DOMParser().parseFromString(`<!doctype html><html><body>${body}</body></html>`, 'text/html');

describe('the outcome of a hidden-form save, read from the page that answers it', () => {
  it('is saved when the page confirms it', () => {
    expect(pageSaveOutcome(page('<p class="notice" role="status">Rules saved for Node 1 of Employee Sign-On.</p><table></table>'))).toEqual({ saved: true });
  });

  it('is refused with each of the page errors', () => {
    const refused = page('<div class="errors" role="alert"><ul><li>Required field(s) missing for policy rule #1</li><li>Result is required.</li></ul></div><p class="notice" role="status">x</p>');
    expect(pageSaveOutcome(refused)).toEqual({ saved: false, messages: ['Required field(s) missing for policy rule #1', 'Result is required.'] });
  });

  it('is not saved when the page says neither (a sign-in page, no page at all)', () => {
    expect(pageSaveOutcome(page('<h1>Sign-in required</h1><p>Your session has ended. Please sign in again.</p>'))).toEqual({
      saved: false,
      messages: ['Your session has ended. Please sign in again.'],
    });
    expect(pageSaveOutcome(null)).toEqual({ saved: false, messages: ['The rules were not saved.'] });
  });
});
