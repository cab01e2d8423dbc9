import { foldForMatching } from '../language-fold.js';

/**
 * Whether a figure stands in a bracketed aside that opens by naming another thing than the case
 * is about: "Business is $1,140 per agent per year (Starter is the one you can pay monthly,
 * $19/agent/mo, …)" for the Business plan's price. The aside's first word is a capitalised name
 * (at least three letters) that neither the field's words nor the client's texts (`own`, folded)
 * contain: the figures in it are that other thing's. An aside that opens with a common word ("(in
 * high season …)", "(incl. VAT)") is not judged here. Bounded: the aside is looked for in the 80
 * characters before the figure.
 */
export function asideOfAnother(text: string, index: number, own: string): boolean {
  const from = Math.max(0, index - ASIDE_REACH);
  const window = text.slice(from, index);
  const open = window.lastIndexOf('(');
  if (open < 0 || window.slice(open).includes(')')) return false;
  const first = /^\(\s*(\p{Lu}[\p{L}-]{2,})\b/u.exec(window.slice(open))?.[1];
  if (!first || COMMON_OPENERS.test(foldForMatching(first))) return false;
  const name = foldForMatching(first);
  // The name is letters and hyphens only: no character of it is special in a pattern.
  return !new RegExp(`\\b${name}`).test(own);
}

const ASIDE_REACH = 80;

/** Capitalised words an aside opens with that name nothing (articles, pronouns, "incl.", "e.g.", "ie", "plus"), in the seven languages (folded). */
const COMMON_OPENERS =
  /^(?:the|this|that|these|those|our|your|its|his|her|their|which|who|when|where|if|for|from|with|without|incl\w*|excl\w*|plus|also|and|but|or|not|only|all|each|per|was|were|is|are|see|note|approx\w*|about|around|inkl\w*|zzgl|exkl\w*|der|die|das|den|dem|des|ein\w*|unser\w*|ihr\w*|wenn|fur|mit|ohne|auch|nur|bzw|also|le|la|les|un|une|des|notre|nos|votre|vos|ce|cette|ces|si|pour|avec|sans|hors|dont|el|los|las|una|uno|nuestr\w*|vuestr\w*|su|sus|con|sin|para|il|lo|gli|una|nostr\w*|vostr\w*|se|per|senza|de|het|een|ons|onze|uw|jullie|als|voor|met|zonder|exclusief|inclusief|o|os|as|um|uma|nosso|nossa|seu|sua|com|sem|para)$/;
