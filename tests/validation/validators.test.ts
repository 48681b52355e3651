import { beforeAll, describe, expect, it } from 'vitest';
import {
  isBlank,
  validateEmail,
  validateFileSize,
  validateMinValue,
  validatePasswordConfirmation,
  loadPhoneNumbers,
  validatePhone,
  validateRequired,
  validateSiret,
  validateZipcode,
} from '../../src/shared/kernel/validation/validators.ts';
import { englishValidationTexts as english } from '../../src/shared/kernel/i18n/validation/en.ts';
import { frenchValidationTexts as french } from '../../src/shared/kernel/i18n/validation/fr.ts';

describe('email', () => {
  it.each(['jane@example.com', 'Jane.Doe+news@sub.example.co.uk', "o'brien@example.fr", 'a_b-c@xn--bcher-kva.example', ' padded@example.com '])('accepts %j', (value) => {
    expect(validateEmail(value, english)).toBeUndefined();
  });
  it.each([
    '',
    'jane',
    'jane@',
    '@example.com',
    'jane@example',
    'jane@localhost',
    'jane@example.123',
    'jane@1.2.3.4',
    'jane doe@example.com',
    'jane@@example.com',
    '.jane@example.com',
    'jane.@example.com',
    'ja..ne@example.com',
    'jane@-example.com',
    'jane@example..com',
    '<script>@example.com',
    `${'a'.repeat(65)}@example.com`,
    `jane@${'a'.repeat(250)}.com`,
  ])('refuses %j, saying what is expected', (value) => {
    expect(validatePhone(value, english)).toBe(english.phone);
  });
});

describe('international phone', () => {
  // As the servers do when they start, and a page when it shows a phone field.
  beforeAll(() => loadPhoneNumbers());

  it.each([
    '+961 1 000 000',
    '+971 4 000 0000',
    '+961 3 123 456',
    '+32 4 12 34 56 78',
    '+44 20 7946 0958',
    '+1 (212) 555-0100',
    '+49 30 1234567',
    '+971.4.000.0000',
    '+961-1-000-000',
    '+961\u00A01\u00A0000\u00A0000',
    '00961 1 000 000',
    ' +971 4 000 0000 ',
  ])('accepts %j, valid for its country code', (value) => {
    expect(validatePhone(value, english)).toBeUndefined();
  });

  it.each([
    '+961 12',
    '+971 4 000',
    '+1 000',
    '+999 123 456 789',
    '+0 612 345 678',
    '+',
    '961 1 000 000',
    '+961 1 000 000 ext. 12',
    '+961 1 000 000abc',
    '+961/1/000/000',
    '+33 (0)6 12 34 56 78',
    '+33 612 345 678 9',
  ])('refuses %j', (value) => {
    expect(validatePhone(value, english)).toBe(english.phone);
  });

  it('refuses an overlong value before parsing it, however it is made', () => {
    for (const value of ['+961 ' + '1'.repeat(100_000), '+' + ' '.repeat(50_000) + '1', '(' .repeat(100_000), '0'.repeat(1_000_000)]) {
      expect(validatePhone(value, english)).toBe(english.phone);
    }
  });

  it('words the message in the texts\' language, saying what is expected', () => {
    expect(english.phone).toMatch(/French .*01\u00A023\u00A045\u00A067\u00A089.* international .*\+ and the country code/);
    expect(french.phone).toMatch(/français .*01\u00A023\u00A045\u00A067\u00A089.* international.*\+ et l’indicatif du pays/);
    expect(validatePhone('12', french)).toBe(french.phone);
  });
});

describe('SIRET', () => {
  // IBM France, the brief's second example, Google France and La Poste's head office: all pass Luhn.
  it.each(['73282932000074', '55210055400013', '44306184100047', '35600000000048'])('accepts the real SIRET %s', (value) => {
    expect(validateSiret(value, english)).toBeUndefined();
  });
  it.each([
    '73282932000075',
    '73282932000047',
    '55210055400031',
    '7328293200007',
    '732829320000740',
    '732 829 320 00074',
    '7328293200007A',
    '',
    '00000000000001',
  ])('refuses %j with the spec message', (value) => {
    expect(validateSiret(value, english)).toBe('The SIRET number is invalid.');
  });
  it('doubles every second digit counted from the right, not from the left', () => {
    // Valid if the 2nd, 4th… digits from the left were doubled instead.
    expect(validateSiret('73282932000076', english)).toBe('The SIRET number is invalid.');
  });
  it('accepts all zeros, the only checksum-valid number without a real company', () => {
    expect(validateSiret('00000000000000', english)).toBeUndefined();
  });
});

describe('required', () => {
  it.each([undefined, null, '', '   ', '\n\t', false, []])('refuses %j', (value) => {
    expect(validateRequired(value, 'firstName', english)).toBe('Please fill in the first name field.');
    expect(isBlank(value)).toBe(true);
  });
  it.each(['a', ' a ', 0, true, [1], {}])('accepts %j', (value) => {
    expect(validateRequired(value, 'firstName', english)).toBeUndefined();
  });
});

describe('min_value', () => {
  it('refuses values under 1 with the spec message and accepts 1 and more', () => {
    expect(validateMinValue(0, 'quantity', 1, english)).toBe('The quantity must have a value of 1 or greater.');
    expect(validateMinValue(-5, 'surface', 1, english)).toBe('The surface must have a value of 1 or greater.');
    expect(validateMinValue(0.5, 'quantity', 1, english)).toBe('The quantity must have a value of 1 or greater.');
    expect(validateMinValue(1, 'quantity', 1, english)).toBeUndefined();
    expect(validateMinValue(250, 'quantity', 1, english)).toBeUndefined();
    expect(validateMinValue(2, 'quantity', 3, english)).toBe('The quantity must have a value of 3 or greater.');
  });
});

describe('zipcode', () => {
  it.each(['75011', '01000', '97400', ' 69002 '])('accepts %j', (value) => {
    expect(validateZipcode(value, english)).toBeUndefined();
  });
  it.each(['7501', '750111', '75 011', '2A004', 'abcde', ''])('refuses %j', (value) => {
    expect(validateZipcode(value, english)).toBe('Please enter a 5-digit zip code.');
  });
});

describe('password confirmation', () => {
  it('must be identical, spaces and case included', () => {
    expect(validatePasswordConfirmation('Secret-2024', 'Secret-2024', english)).toBeUndefined();
    expect(validatePasswordConfirmation('secret-2024', 'Secret-2024', english)).toBe('This field must be identical to the Password field');
    expect(validatePasswordConfirmation('Secret-2024 ', 'Secret-2024', english)).toBe('This field must be identical to the Password field');
  });
});

describe('file size', () => {
  it('refuses a file over the configured limit with the spec message', () => {
    expect(validateFileSize(5 * 1024 * 1024, 5 * 1024 * 1024, english)).toBeUndefined();
    expect(validateFileSize(0, 10, english)).toBeUndefined();
    expect(validateFileSize(5 * 1024 * 1024 + 1, 5 * 1024 * 1024, english)).toBe('File too heavy');
    expect(validateFileSize(11, 10, english)).toBe('File too heavy');
  });
});
