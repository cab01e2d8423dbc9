/**
 * The writer says they do not do the very thing the case asks about: "não fazemos transporte de
 * pianos de cauda" when we asked to move a grand piano, "we don't service commercial boilers",
 * "wir reparieren keine Vollautomaten", "nous ne livrons pas de palettes", "no hacemos
 * mudanzas internacionales", "non trasportiamo pianoforti a coda", "wij vervoeren geen
 * vleugels". What they go on to price is then something else ("só transportamos pianos
 * verticais; … um vertical ficaria em 220 €"): never the answer, and the client decides
 * (guards/commitments.ts puts it to them as an alternative).
 *
 * The object of the no must name a word of the case's own texts (its goal, our mail): "we don't
 * do Saturday deliveries" on a case about a piano says nothing of the request. On folded text
 * (language-fold.ts); bounded slices and literal alternations.
 */

const NOT_DONE = new RegExp(
  `\\b(?:${[
    "(?:we|i) (?:don't|do not|no longer|can't|cannot|won't) (?:do|offer|provide|handle|move|transport|carry|ship|supply|sell|stock|make|repair|service|install|fit|deliver|work on|take on|hire out|rent out|clean|print)",
    '(?:wir|ich) (?:machen|bieten|transportieren|befordern|liefern|verkaufen|reparieren|warten|fuhren|ubernehmen|montieren|installieren|vermieten|reinigen|drucken) (?:leider |grundsatzlich |generell )*(?:keine?n?|nicht)',
    '(?:nous|on|je) ne (?:faisons|fait|fais|proposons|propose|transportons|transporte|livrons|livre|vendons|vend|reparons|repare|assurons|assure|prenons|prend|installons|installe|louons|loue|nettoyons|imprimons|travaillons) (?:malheureusement |helas )*(?:pas|plus)',
    'no (?:hacemos|ofrecemos|transportamos|vendemos|reparamos|realizamos|trabajamos|instalamos|llevamos|alquilamos|limpiamos|imprimimos|servimos)',
    'non (?:facciamo|offriamo|trasportiamo|vendiamo|ripariamo|effettuiamo|trattiamo|installiamo|noleggiamo|puliamo|stampiamo|eseguiamo)',
    '(?:we|wij|ik) (?:doen|bieden|vervoeren|verkopen|repareren|leveren|installeren|verhuren|reinigen|drukken) (?:helaas |in principe )*(?:geen|niet)',
    'nao (?:fazemos|oferecemos|transportamos|vendemos|reparamos|realizamos|trabalhamos|instalamos|alugamos|limpamos|imprimimos)',
  ].join('|')})\\b`,
);

/** Words of an object too general to tie the no to the case ("any", "work", "that"). */
const GENERAL =
  /^(?:these|those|their|there|other|anything|something|work|works|jobs|services?|products?|orders?|kind|sort|type|types|arbeiten|auftrage|travaux|trabajos|lavori|werk|trabalhos|servicos|servicios|servizi|diensten|leistungen)$/;

/** The no to the request in a (folded) sentence, when its object names a word of the case's own (folded) texts. */
export function requestNotDone(folded: string, caseTexts: string): string | undefined {
  const m = NOT_DONE.exec(folded.slice(0, 2_000));
  if (!m) return undefined;
  const rest = folded.slice(m.index + m[0].length, m.index + m[0].length + 80);
  const stop = rest.search(/[.,;:!?()\n]/);
  const object = (stop >= 0 ? rest.slice(0, stop) : rest).match(/\p{L}{5,}/gu) ?? [];
  // A word of the object begins like a word of the case's, or holds one ("Konzertpianos", "vleugelpianos").
  const own = new Set((caseTexts.slice(0, 20_000).match(/\p{L}{5,}/gu) ?? []).filter((w) => !GENERAL.test(w)));
  const named = object.some(
    (w) =>
      !GENERAL.test(w) &&
      [...own].some((c) => c.slice(0, 5) === w.slice(0, 5) || (w.length > c.length && w.includes(c))),
  );
  return named ? m[0] : undefined;
}
