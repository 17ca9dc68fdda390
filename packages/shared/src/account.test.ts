import { describe, expect, it } from 'vitest';
import { isValidAbn } from './abn.ts';
import { isCalendarDate, MESSAGES, maskEmail, profileSchema, registerSchema } from './account.ts';

const valid = {
  email: 'Ama@Example.com',
  firstName: 'Ama',
  lastName: 'Mensah',
  password: 'kente-weaver-77',
  cPassword: 'kente-weaver-77',
  displayName: 'Kente House',
  c_address: '12 Smith St',
  suburb: 'Fitzroy',
  state: 'VIC',
  postcode: 3065,
  phone: '0412 345 678',
  ABN: '51 824 753 556',
};

const messagesOf = (input: unknown) => {
  const result = registerSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('registration rules', () => {
  it('accepts a complete registration and normalises it', () => {
    const parsed = registerSchema.parse(valid);
    expect(parsed.email).toBe('ama@example.com');
    expect(parsed.postcode).toBe('3065');
    expect(parsed.phone).toBe('+61412345678');
    expect(parsed.ABN).toBe('51824753556');
  });

  it('says password does not match when the two differ', () => {
    expect(messagesOf({ ...valid, cPassword: 'other-password' })).toEqual([MESSAGES.passwordMismatch]);
  });

  it.each([
    ['email', 'not-an-email', MESSAGES.emailInvalid],
    ['firstName', ' ', 'First name is required'],
    ['displayName', '', 'Business name is required'],
    ['state', 'Darwin', MESSAGES.stateInvalid],
    ['postcode', '300', MESSAGES.postcodeInvalid],
    ['phone', '12345', MESSAGES.phoneInvalid],
    ['ABN', '51824753557', MESSAGES.abnInvalid],
    ['password', 'short', MESSAGES.passwordTooShort],
  ])('refuses a bad %s', (field, value, message) => {
    expect(messagesOf({ ...valid, [field]: value, ...(field === 'password' ? { cPassword: value } : {}) })).toContain(
      message,
    );
  });

  it('keeps how-heard to the listed options', () => {
    expect(registerSchema.safeParse({ ...valid, how: 'socials' }).success).toBe(true);
    expect(registerSchema.safeParse({ ...valid, how: 'radio' }).success).toBe(false);
  });
});

describe('ABN checksum', () => {
  it('accepts real ABNs and refuses near misses', () => {
    expect(isValidAbn('51824753556')).toBe(true);
    expect(isValidAbn('53 004 085 616')).toBe(true);
    expect(isValidAbn('12345678901')).toBe(false);
    expect(isValidAbn('5182475355')).toBe(false);
  });
});

describe('profile rules', () => {
  it('needs first name, last name and email', () => {
    const result = profileSchema.safeParse({ firstName: '', lastName: 'M', email: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['firstName', 'email']);
  });
});

describe('masked email', () => {
  it('shows the first 4 and last 6 characters', () => {
    expect(maskEmail('ama.mensah@example.com')).toBe('ama.************le.com');
  });
});

describe('calendar dates', () => {
  it('accepts real days only', () => {
    expect(isCalendarDate('1988-04-12')).toBe(true);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    for (const value of ['2023-02-30', '1990-02-29', '2023-13-01', '12/04/1988', '']) {
      expect(isCalendarDate(value)).toBe(false);
    }
  });
});
