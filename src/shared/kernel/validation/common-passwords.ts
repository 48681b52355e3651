/**
 * Cores of the most used passwords (public breach top lists, English and French), lower-case,
 * without the digits and symbols people add around them: "Password123!" reads as "password".
 */
export const COMMON_PASSWORD_CORES: ReadonlySet<string> = new Set([
  'password', 'passwort', 'motdepasse', 'qwerty', 'azerty', 'qwertz', 'iloveyou', 'jetaime', 'admin',
  'administrator', 'root', 'welcome', 'bienvenue', 'letmein', 'login', 'monkey', 'dragon', 'master',
  'shadow', 'sunshine', 'soleil', 'princess', 'princesse', 'football', 'baseball', 'soccer', 'hockey',
  'superman', 'batman', 'trustno', 'michael', 'jessica', 'charlie', 'ashley', 'bailey', 'daniel',
  'thomas', 'nicolas', 'julien', 'camille', 'marseille', 'paris', 'loulou', 'doudou', 'chouchou',
  'bonjour', 'coucou', 'chocolat', 'pokemon', 'starwars', 'whatever', 'freedom', 'secret', 'hello',
  'flower', 'cheese', 'computer', 'internet', 'qazwsx', 'zaqwsx', 'qwertyuiop', 'azertyuiop', 'asdfgh',
  'zxcvbn', 'abc', 'abcd', 'abcdef', 'access', 'mustang', 'jordan', 'harley', 'ranger', 'buster',
  'tigger', 'summer', 'winter', 'spring', 'autumn', 'matrix', 'killer', 'pepper', 'ginger', 'hunter',
  'maggie', 'cookie', 'lovely', 'love', 'angel', 'samsung', 'google', 'apple', 'facebook', 'changeme',
  'default', 'guest', 'user', 'test', 'demo', 'qwer', 'asdf', 'azer', 'toto', 'titi',
]);
