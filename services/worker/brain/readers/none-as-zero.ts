import type { Segment } from './segments.js';

/**
 * A requirement or an extra the writer says there is none of ("No hay permanencia", "there is no
 * minimum order", "keine Mindestlaufzeit", "sans engagement", "nessun deposito", "geen borg",
 * "sem fidelização") is zero for a number field about it ("meses de permanencia obligatoria",
 * "minimum order in kg", "deposit in EUR"): the field's own word for the requirement, negated
 * right before it, in a clause that writes no figure and puts it off to no later time, in a
 * sentence that asks nothing ("no deposit yet", "noch keine Kaution"). Only these requirements and extras: "no price"
 * is no price of zero. On folded text, bounded windows: linear.
 */
export function noneOfRequirement(about: string, segments: readonly Segment[]): { segment: number } | undefined {
  const own = REQUIREMENTS.filter((row) => row.some((w) => new RegExp(`\\b${w}`).test(about))).flat();
  if (own.length === 0) return undefined;
  const negated = new RegExp(`\\b(?:${NONE})\\s+(?:\\p{L}+\\s+){0,2}?(?:${own.join('|')})`, 'u');
  const hits: number[] = [];
  segments.forEach((seg, si) => {
    const f = seg.folded;
    const m = negated.exec(f);
    if (!m || f.includes('?')) return;
    // The negation's own clause: no figure ("no minimum below 50 kg") and nothing put off.
    const start = Math.max(f.lastIndexOf(',', m.index), f.lastIndexOf(';', m.index), f.lastIndexOf(':', m.index)) + 1;
    const rest = f.slice(m.index + m[0].length);
    const stop = rest.search(/[,;.:]/);
    const clause = f.slice(start, m.index + m[0].length + (stop < 0 ? rest.length : stop));
    if (!/\d/.test(clause) && !LATER.test(clause)) hits.push(si);
  });
  return hits.length > 0 ? { segment: hits[0]! } : undefined;
}

/** "no", "there is no", "without", "keine", "ohne", "pas de", "aucun", "sans", "no hay", "sin", "nessun", "senza", "geen", "zonder", "não há", "sem". */
const NONE =
  "there is no|there's no|there are no|no|without|keine?[nrs]?|ohne|pas de|pas d'|aucune?|sans|no hay|no existe|sin|ningun[ao]?|nessun[ao]?|non c'e|senza|geen|zonder|nao ha|nao existe|sem|nenhum[a]?";

/** Words that put the answer off: "yet", "still", "noch", "encore", "todavía", "ancora", "nog", "ainda", "until", "for now". */
const LATER =
  /\b(?:yet|still|until|for now|noch|bisher|encore|pour l'instant|todavia|aun|de momento|ancora|per ora|nog|voorlopig|ainda|por enquanto)\b/;

/** A requirement or an extra, by row, as word starts (folded). */
const REQUIREMENTS: ReadonlyArray<readonly string[]> = [
  ['minimum', 'mindest', 'minimo', 'minima', 'minimal', 'minimaal'],
  [
    'deposit',
    'kaution',
    'anzahlung',
    'caution',
    'acompte',
    'fianza',
    'senal',
    'deposito',
    'caparra',
    'acconto',
    'borg',
    'aanbetaling',
    'sinal',
    'caucao',
  ],
  ['permanencia', 'lock-in', 'commitment', 'mindestlaufzeit', 'engagement', 'vincolo', 'fidelizacao', 'fidelizacion'],
  ['surcharge', 'zuschlag', 'aufpreis', 'supplement', 'recargo', 'suplemento', 'supplemento', 'toeslag', 'sobretaxa'],
  ['excess', 'selbstbeteiligung', 'franchise', 'franquicia', 'franchigia', 'eigen risico', 'franquia'],
];
