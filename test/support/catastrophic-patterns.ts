/**
 * Known catastrophic-backtracking patterns (exponential or high-polynomial on a backtracking
 * engine), each with a 10,000-character adversarial text it must refuse and a short text it must
 * accept. Shared by the unit tests, the e2e test and `npm run bench:patterns`.
 */
const N = 10_000;
const as = 'a'.repeat(N - 1);

export const CATASTROPHIC_PATTERNS: [pattern: string, adversarial: string, matching: string][] = [
  ['^(a|a?)+$', `${as}!`, 'aaa'],
  ['^(a|a)*$', `${as}!`, 'aa'],
  ['^((a+))+$', `${as}!`, 'a'],
  ['^(a+)+$', `${as}!`, 'aaaa'],
  ['^(a*)*b$', as + 'c', 'aab'],
  ['^(a|aa)+$', `${as}!`, 'aaa'],
  ['^(.*a){12}$', `${as}!`, 'aaaaaaaaaaaa'],
  ['^(\\w+\\s?)*$', `${'word '.repeat(N / 5 - 1)}wor!`, 'two words'],
  ['^([a-zA-Z0-9]+)*@example\\.com$', `${'x'.repeat(N - 1)}!`, 'joe@example.com'],
  ['^(([a-z])+.)+[A-Z]([a-z])+$', `${'a'.repeat(N - 1)}!`, 'ab.Cd'],
  ['(x+x+)+y', 'x'.repeat(N), 'xxy'],
  ['^(\\d+)*$', `${'1'.repeat(N - 1)}x`, '123'],
  ['^(\\s*,?\\s*)*$', `${' ,'.repeat(N / 2 - 1)} x`, ' , '],
  ['^(a?){25}a{25}$', 'a'.repeat(N), 'a'.repeat(25)],
];
