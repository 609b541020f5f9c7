import { describe, expect, it } from 'vitest';
import { isValidBaseUrl } from '../../../src/console/screens/setup/base-url';
import { allRequirementsMet, passwordRequirements, type PasswordRules } from '../../../src/console/screens/setup/password-requirements';
import { basicAuthorization, isConnectionFailure } from '../../../src/console/screens/setup/setup-client';

const rules: PasswordRules = { minLength: 8, requireMixedCase: true, minAlpha: 2, minNumeric: 1, minSpecial: 2, specialChars: '!@#' };

const state = (password: string, given = rules) => Object.fromEntries(passwordRequirements(given, password).map((requirement) => [requirement.id, requirement.met]));

describe('isValidBaseUrl', () => {
  it('accepts http and https URLs with a host, port or bracketed IPv6 address', () => {
    for (const url of ['https://pf.example.com', 'https://pf.example.com:9031', 'https://[2001:db8::1]:9031', 'http://localhost:9031/pf', ' https://pf.example.com ']) {
      expect(isValidBaseUrl(url), url).toBe(true);
    }
  });

  it('refuses other schemes, missing hosts, spaces and plain words', () => {
    for (const url of ['', 'pf.example.com', 'ftp://pf.example.com', 'https://', 'https://pf example.com', 'https//pf.example.com', 'javascript:alert(1)', 'https://[2001:db8::1']) {
      expect(isValidBaseUrl(url), url).toBe(false);
    }
  });
});

describe('passwordRequirements', () => {
  it('lists the rules with the texts SPEC 5 names', () => {
    expect(passwordRequirements(rules, '').map((requirement) => requirement.text)).toEqual([
      '8 characters minimum',
      '1 uppercase letter',
      '1 lowercase letter',
      '1 number',
      '2 special characters (!@#)',
    ]);
  });

  it('says singular for one and leaves out rules that ask for nothing', () => {
    const loose: PasswordRules = { minLength: 1, requireMixedCase: false, minAlpha: 1, minNumeric: 0, minSpecial: 1, specialChars: '$' };
    expect(passwordRequirements(loose, '').map((requirement) => requirement.text)).toEqual(['1 character minimum', '1 letter', '1 special character ($)']);
  });

  it('says letters once: mixed case asks for two, so only a higher minimum of letters is listed', () => {
    const texts = (minAlpha: number, requireMixedCase = true) => passwordRequirements({ ...rules, minAlpha, requireMixedCase }, '').map((requirement) => requirement.text);
    for (const minAlpha of [1, 2]) expect(texts(minAlpha).filter((text) => /letter/.test(text))).toEqual(['1 uppercase letter', '1 lowercase letter']);
    expect(texts(3).filter((text) => /letter/.test(text))).toEqual(['1 uppercase letter', '1 lowercase letter', '3 letters']);
    expect(texts(1, false).filter((text) => /letter/.test(text))).toEqual(['1 letter']);
    expect(state('Abcdefg1!#', { ...rules, minAlpha: 9 })).toMatchObject({ minAlpha: false });
  });

  it('follows the password as it is typed', () => {
    expect(state('')).toEqual({ minLength: false, upperCase: false, lowerCase: false, minNumeric: false, minSpecial: false });
    expect(state('ab')).toMatchObject({ lowerCase: true, upperCase: false });
    expect(state('Ab1!')).toMatchObject({ minLength: false, upperCase: true, minNumeric: true, minSpecial: false });
    expect(allRequirementsMet(passwordRequirements(rules, 'Ab1!@xyz'))).toBe(true);
  });

  it('counts only the allowed special characters, and characters as code points', () => {
    expect(state('Abcdefg1%%')).toMatchObject({ minSpecial: false });
    expect(state('Abcdefg1!#')).toMatchObject({ minSpecial: true });
    // Seven emoji are seven characters, not fourteen UTF-16 units.
    expect(state('😀😀😀😀😀😀😀')).toMatchObject({ minLength: false });
    expect(state('Éé😀😀😀😀😀😀')).toMatchObject({ minLength: true, upperCase: true, lowerCase: true });
  });
});

describe('setup client', () => {
  it('sends Basic credentials as UTF-8', () => {
    expect(basicAuthorization({ username: 'Administrator', password: 'pässword' })).toBe(`Basic ${Buffer.from('Administrator:pässword').toString('base64')}`);
  });

  it('treats no answer and server errors as a lost connection, client errors as answers', () => {
    expect(isConnectionFailure({ ok: false, status: 0 })).toBe(true);
    expect(isConnectionFailure({ ok: false, status: 503 })).toBe(true);
    expect(isConnectionFailure({ ok: false, status: 422 })).toBe(false);
    expect(isConnectionFailure({ ok: true, status: 200 })).toBe(false);
  });
});
