import { foldForMatching } from './language-fold.js';

/**
 * Text that talks to the agent instead of answering it: a forged system message or case
 * status, "ignore your instructions", a request for the agent's instructions or prompt. The
 * offline brain takes no result and answers no question from such a message (it asks again for
 * what it needs), and does not read it again in later turns. English, German, French, Spanish.
 */

const PATTERNS: readonly RegExp[] = [
  /\[\s*(?:system|assistant|admin|developer)(?:\s+(?:message|note|prompt))?\s*\]/,
  /\b(?:system|developer) (?:message|prompt|instruction)s?\s*[:\]]/,
  /<\s*\/?\s*(?:system|instructions?|assistant)\s*>/,
  /\b(?:ignore|disregard|forget|override) (?:all |any )?(?:of )?(?:your |the |my |previous |prior |above |earlier )+(?:instructions|rules|prompt|guidelines|directions)\b/,
  /\b(?:your|the assistant'?s?|the agent'?s?) (?:exact |full |complete |original |system )?(?:instructions|prompt|system prompt|rules|guidelines)\b/,
  /\bthe (?:assistant|agent|ai|model) (?:must|should|shall|will) now\b/,
  /\bcase status\s*:\s*(?:complete|completed|closed|done)\b/,
  /\b(?:ignoriere|vergiss) (?:alle |deine |ihre |die )*(?:anweisungen|regeln|instruktionen)\b/,
  /\b(?:ignorez|oubliez) (?:toutes |vos |les )*(?:instructions|regles|consignes)\b/,
  /\b(?:ignora|olvida) (?:todas |tus |sus |las )*(?:instrucciones|reglas)\b/,
];

export function looksLikeInjection(text: string): boolean {
  const folded = foldForMatching(text);
  return PATTERNS.some((p) => p.test(folded));
}
