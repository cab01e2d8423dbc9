/** The parts number words are made of, and how a language's lexicon is built. */

export type Kind = 'unit' | 'teen' | 'ten' | 'hundred' | 'thousand' | 'million' | 'dozen' | 'and' | 'article';
export interface Part {
  kind: Kind;
  value: number;
}

export const U = (v: number): Part => ({ kind: 'unit', value: v });
export const T = (v: number): Part => ({ kind: 'teen', value: v });
export const X = (v: number): Part => ({ kind: 'ten', value: v });
export const H: Part = { kind: 'hundred', value: 100 };
export const K: Part = { kind: 'thousand', value: 1000 };
export const M: Part = { kind: 'million', value: 1_000_000 };
export const D: Part = { kind: 'dozen', value: 12 };
export const AND: Part = { kind: 'and', value: 0 };
export const ART: Part = { kind: 'article', value: 1 };

export function table(
  units: string[],
  teens: string[],
  tens: string[],
  extra: Record<string, Part>,
): Readonly<Record<string, Part>> {
  const t: Record<string, Part> = {};
  units.forEach((w, i) => {
    t[w] = U(i + 1);
  });
  teens.forEach((w, i) => {
    t[w] = T(i + 10);
  });
  tens.forEach((w, i) => {
    t[w] = X((i + 2) * 10);
  });
  return { ...t, ...extra };
}
