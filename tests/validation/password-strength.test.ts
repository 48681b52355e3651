import { describe, expect, it } from 'vitest';
import { PASSWORD_STRENGTH_LABELS, passwordStrength, validatePasswordStrength } from '../../src/shared/kernel/validation/password-strength.ts';
import { englishValidationTexts as english } from '../../src/shared/kernel/i18n/validation/en.ts';

describe('password strength', () => {
  it('has five levels for the meter', () => {
    expect(PASSWORD_STRENGTH_LABELS).toHaveLength(5);
  });

  it.each([
    ['', 0],
    ['Ab1!xyz', 0], // 7 characters
    ['aaaaaaaaaaaa', 0], // fewer than 5 distinct characters
    ['abababab1212', 0],
    ['password', 0],
    ['Password123!', 0], // a common core with digits and symbols around it
    ['P@ssw0rd2024!', 0], // look-alike digits read as letters
    ['azerty2024', 0],
    ['Motdepasse!', 0],
    ['12345678', 0], // a run of digits
    ['abcdefghij', 0],
    ['qwertyuiop', 0],
    ['poiuytreza', 0], // a keyboard row backwards
    ['trombone', 1], // 8 characters, one class
    ['Trombone7', 2], // under 12 characters, three classes
    ['Trombone7!', 2], // four classes do not count more than three
    ['tromboneviolin', 2], // 12+ characters, one class
    ['Trombone-violin7', 4], // 16 characters, 4 classes: 12, 16 and classes
    ['long-enough-1', 3],
    ['tromboneviolinharp', 3], // 16+ characters, one class
    ['trombone violin harp cello', 4], // a 20+ character passphrase
  ] as const)('rates %j at %i', (password, level) => {
    expect(passwordStrength(password)).toBe(level);
  });

  it('accepts a new password from level 1, explaining why a weaker one is refused', () => {
    expect(validatePasswordStrength('short1!', english)).toBe('The password must have at least 8 characters.');
    expect(validatePasswordStrength('Password123!', english)).toBe('This password is too easy to guess.');
    expect(validatePasswordStrength('aaaaaaaaaa', english)).toBe('This password is too easy to guess.');
    expect(validatePasswordStrength('trombone', english)).toBeUndefined();
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordStrength('🎺🎻🥁🎹🎸🎷')).toBe(0);
    expect(passwordStrength('Éléphant-rosé-9')).toBe(3);
  });
});
