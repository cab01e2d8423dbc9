import { foldForMatching } from '../language-fold.js';

/**
 * A time of day whose zone is written as a place rather than an offset: "14:00 (Amsterdam
 * time)", "15:30 UK time", "10 Uhr deutscher Zeit", "à 14h heure de Paris", "a las 10:00 hora
 * de Madrid", "alle 14 ora italiana", "om 14:00 Nederlandse tijd". The place names an IANA
 * zone; its offset on that day (summer time included) comes from the platform's time-zone data
 * (Intl). A place not in the list gives no zone, so no instant is read. Bounded window, simple
 * alternations: linear in the text.
 */

const ZONES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['Europe/Amsterdam', ['amsterdam', 'amsterdamse', 'dutch', 'nederlandse', 'netherlands', 'rotterdam']],
  ['Europe/London', ['uk', 'london', 'british', 'britain', 'londres', 'londra', 'londen']],
  ['Europe/Dublin', ['irish', 'dublin', 'ireland']],
  [
    'Europe/Berlin',
    [
      'berlin',
      'berliner',
      'german',
      'germany',
      'deutscher',
      'deutsche',
      'deutschland',
      'frankfurt',
      'munich',
      'munchen',
      'hamburg',
    ],
  ],
  ['Europe/Vienna', ['vienna', 'wien', 'wiener', 'austrian', 'osterreichischer']],
  ['Europe/Zurich', ['zurich', 'swiss', 'schweizer', 'geneva', 'geneve', 'bern']],
  ['Europe/Paris', ['paris', 'french', 'france', 'francaise', 'lyon']],
  ['Europe/Brussels', ['brussels', 'bruxelles', 'brussel', 'belgian', 'belge', 'belgische']],
  ['Europe/Madrid', ['madrid', 'spanish', 'spain', 'espanola', 'peninsular', 'barcelona']],
  ['Europe/Rome', ['rome', 'roma', 'milan', 'milano', 'italian', 'italiana', 'italy', 'italia']],
  ['Europe/Lisbon', ['lisbon', 'lisboa', 'portuguese', 'portugal', 'portuguesa']],
  ['America/New_York', ['eastern', 'new york']],
  ['America/Chicago', ['central']],
  ['America/Los_Angeles', ['pacific']],
];
const ZONE_OF = new Map<string, string>(ZONES.flatMap(([zone, words]) => words.map((w) => [w, zone] as const)));

/** "<place> time", "<place>r Zeit", "heure de <place>", "hora de <place>", "ora di <place>", "<place> tijd". */
const PLACE_BEFORE_WORD = /^\s*\(?\s*(?:(?:in|im)\s+)?(new york|\p{L}+)\s+(?:time|zeit|tijd)\b/u;
const WORD_BEFORE_PLACE =
  /^\s*\(?\s*(?:heure|hora|ora)\s+(?:de\s+|di\s+|du\s+|da\s+|del\s+|d')?(?:la\s+)?(new york|\p{L}+)\b/u;

/** The IANA zone written right after a time ("(Amsterdam time)"), if a known place names one. */
export function zoneAfter(text: string, end: number): string | undefined {
  const after = foldForMatching(text.slice(end, end + 40));
  const m = PLACE_BEFORE_WORD.exec(after) ?? WORD_BEFORE_PLACE.exec(after);
  return m ? ZONE_OF.get(m[1]!) : undefined;
}

/** The offset in minutes east of UTC of `zone` at the wall-clock time given (summer time included). */
export function offsetAt(zone: string, y: number, mo: number, d: number, h: number, mi: number): number | undefined {
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  let offset = 0;
  try {
    // Twice: the offset at the guessed instant, then at the instant it gives (near a change of time).
    for (let i = 0; i < 2; i++) offset = zoneOffset(zone, wall - offset * 60_000);
  } catch {
    return undefined;
  }
  return offset;
}

function zoneOffset(zone: string, ms: number): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(new Date(ms))
      .find((p) => p.type === 'timeZoneName')?.value ?? '';
  const m = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name);
  if (!m) throw new Error('unknown offset');
  return m[1] ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}
