/**
 * Password strength for the signup meter: five levels, 0 (too weak) to 4 (strong).
 *
 * Level 0 when the password is shorter than 8 characters, uses fewer than 5 distinct
 * characters, or is guessable: a common password or a straight run of the alphabet, the digits
 * or a keyboard row, either whole or once the digits and symbols around it are removed and
 * look-alike digits read as letters ("P@ssw0rd2024!" reads as "password").
 * Otherwise level 1, plus one for each of: at least 12 characters, at least 16, at least 20,
 * and at least 3 classes among lower case, upper case, digits and others; at most 4.
 */
import { COMMON_PASSWORD_CORES } from './common-passwords.ts';
import { fillIn } from './messages.ts';
import type { ValidationTexts } from '../i18n/translation-types.ts';

export type PasswordStrength = 0 | 1 | 2 | 3 | 4;

export const PASSWORD_STRENGTH_LABELS = ['Too weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;
export const MIN_PASSWORD_LENGTH = 8;
const MIN_DISTINCT_CHARACTERS = 5;

const RUNS = ['abcdefghijklmnopqrstuvwxyz', '01234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'azertyuiop', 'qsdfghjklm', 'wxcvbn', 'qwertzuiop'];
const REVERSED_RUNS = RUNS.map((run) => [...run].reverse().join(''));
const MIN_RUN = 4;

const LOOK_ALIKES: Readonly<Record<string, string>> = Object.assign(Object.create(null), {
  '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', '$': 's', '!': 'i',
});

function isRun(text: string): boolean {
  return text.length >= MIN_RUN && [...RUNS, ...REVERSED_RUNS].some((run) => run.includes(text));
}

function isGuessable(password: string): boolean {
  const lower = password.toLowerCase();
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  const readable = [...core].map((character) => LOOK_ALIKES[character] ?? character).join('');
  return [lower, core, readable].some((candidate) => COMMON_PASSWORD_CORES.has(candidate) || isRun(candidate));
}

function characterClasses(password: string): number {
  return [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{Ll}\p{Lu}\p{Nd}]/u].filter((pattern) => pattern.test(password)).length;
}

export function passwordStrength(password: string): PasswordStrength {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH || new Set(password).size < MIN_DISTINCT_CHARACTERS || isGuessable(password)) return 0;
  const points = [length >= 12, length >= 16, length >= 20, characterClasses(password) >= 3].filter(Boolean).length;
  return Math.min(4, 1 + points) as PasswordStrength;
}

/** A new password must reach level 1. */
export function validatePasswordStrength(password: string, texts: ValidationTexts): string | undefined {
  if ([...password].length < MIN_PASSWORD_LENGTH) return fillIn(texts, 'passwordTooShort', { min: MIN_PASSWORD_LENGTH });
  return passwordStrength(password) === 0 ? texts.passwordTooEasy : undefined;
}
