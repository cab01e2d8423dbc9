import type { Segment } from '../readers/segments.js';

/**
 * A condition that points back at what the sentences before it asked ("If you can sort both of
 * those I'll pencil it in", "Wenn Sie beides sicherstellen können …", "Si vous pouvez garantir
 * cela …", "Si pueden garantizarlo …", "Se potete garantirlo …", "Als u dat kunt regelen …", "Se
 * conseguirem garantir isso …"): quoted alone it tells the client nothing, so the question
 * carries the sentences it points at (guards/commitments.ts). On folded text; literal
 * alternations only.
 */
const POINTS_BACK = new RegExp(
  `\\b(?:${[
    'both (?:of )?(?:those|these|them|things)|all of (?:those|these|that)',
    '(?:sort|arrange|manage|guarantee|ensure|handle|organi[sz]e|fix|confirm|do) (?:those|these|that|this|them)\\b',
    '(?:beides|das|dies|diese punkte) (?:sicherstellen|regeln|organisieren|garantieren|zusagen|einrichten|erledigen)',
    '(?:garantir|assurer|organiser|regler|confirmer|faire) (?:cela|ca|tout cela|les deux|ces deux points)',
    '(?:garantizar|asegurar|organizar|gestionar|confirmar|resolver)(?:lo|la|los|las)\\b|(?:ambas cosas|las dos cosas|eso)\\b',
    '(?:garantir|assicurar|organizzar|confermar|sistemar)(?:lo|la|li|le)\\b|(?:entrambe le cose|tutte e due|questo|cio)\\b',
    '(?:dat|dit|beide|beiden|die twee dingen) (?:kunt |kunnen )?(?:regelen|garanderen|organiseren|toezeggen|bevestigen|in orde maken)',
    '(?:garantir|assegurar|tratar de|confirmar|resolver) (?:isso|isto|ambas as coisas|as duas coisas)',
  ].join('|')})`,
);

/** How many sentences before a pointing condition are quoted with it. */
const BACK = 2;

/** The sentences before segment `i` that its condition points at (none when it names its own terms). */
export function antecedentsOf(segments: readonly Segment[], i: number): string[] {
  const seg = segments[i];
  if (!seg || !POINTS_BACK.test(seg.folded.slice(0, 300))) return [];
  return segments
    .slice(Math.max(0, i - BACK), i)
    .filter((s) => !/[,:]$/.test(s.text.trim()) || s.text.length > 40)
    .map((s) => s.text);
}
