import { foldForMatching } from '../language-fold.js';
import { segmentsOf } from '../readers/segments.js';

/**
 * An automatic reply that says the address no longer reaches anyone: the person has left ("Marc
 * Delorme ne fait plus partie des effectifs", "is no longer with the company", "hat das Unternehmen
 * verlassen") or the mailbox is no longer read ("cette boîte n'est plus consultée", "this mailbox is
 * no longer monitored"); not a holiday's "your message will not be forwarded", whose writer comes
 * back. Following up there reaches nobody,
 * and writing to the address it gives instead is the client's call: the client is asked
 * (offline-brain.ts), the sentences quoted. Folded text, plain alternations: linear time.
 */
const DEPARTED = new RegExp(
  `\\b(?:${[
    // English
    'no longer (?:works?|working|employed) (?:for|at|with)',
    'is no longer (?:with|part of|at) (?:the|our|us)',
    'has left (?:the company|the business|the firm|us|our)',
    '(?:mailbox|email address|e-mail address|inbox|address) is no longer (?:monitored|in use|active|read|checked)',
    // German
    'nicht mehr (?:fur uns tatig|bei uns (?:tatig|beschaftigt)|im unternehmen|in unserem unternehmen)',
    'hat (?:das|unser) unternehmen verlassen',
    '(?:postfach|e-?mail-?adresse|adresse) wird nicht mehr (?:gelesen|abgerufen|betreut|bearbeitet)',
    // French
    'ne fait plus partie (?:des effectifs|de (?:notre|l|la)|du personnel)',
    "a quitte (?:l'entreprise|la societe|notre)",
    "n'est plus (?:consultee?|lue?|active|utilisee?|relevee?)",
    // Spanish
    'ya no (?:trabaja|forma parte) (?:en|de|con)',
    'ha dejado (?:la empresa|la compania|de trabajar)',
    'ya no se (?:consulta|revisa|lee)',
    // Italian
    'non fa piu parte',
    'non lavora piu (?:per|presso|con)',
    "ha lasciato (?:l'azienda|la societa|la nostra)",
    'non (?:e|viene) piu (?:consultat|lett|monitorat)[oa]',
    // Dutch
    'niet meer (?:werkzaam|in dienst) (?:bij|voor)',
    'heeft (?:het bedrijf|ons|onze organisatie) verlaten',
    'wordt niet meer (?:gelezen|bekeken)',
    // Portuguese
    'ja nao (?:trabalha|faz parte)',
    'deixou (?:a empresa|de trabalhar)',
    'ja nao e (?:consultad|lid|monitorizad)[oa]',
  ].join('|')})`,
);

/** The automatic reply's sentences that say the address reaches nobody (and what they point to), or undefined. */
export function departedContact(text: string): string | undefined {
  const segments = segmentsOf(text.slice(0, 20_000));
  const at = segments.findIndex((s) => DEPARTED.test(foldForMatching(s.text)));
  if (at < 0) return undefined;
  return segments
    .slice(at, at + 3)
    .map((s) => s.text)
    .join(' ');
}
