import type { ReadLang as Lang } from '../language.js';
import { FR, IT } from './french-italian.js';
import { DE, EN, NL } from './germanic.js';
import { ES, PT } from './iberian.js';
import type { Part } from './parts.js';

/** Words (accents folded, lower case) → parts, per language. */
export const LEXICON: Record<Lang, Readonly<Record<string, Part>>> = {
  en: EN,
  de: DE,
  fr: FR,
  es: ES,
  it: IT,
  nl: NL,
  pt: PT,
};

/**
 * Number words that are as often other words when they stand alone: French "neuf" (new),
 * Italian "sei" (you are), Dutch "acht" (considers). Inside a number ("dix-neuf", "ventisei")
 * they count.
 */
export const LONE_AMBIGUOUS: Record<Lang, ReadonlySet<string>> = {
  en: new Set(),
  de: new Set(),
  fr: new Set(['neuf']),
  es: new Set(),
  it: new Set(['sei']),
  nl: new Set(['acht']),
  pt: new Set(),
};
