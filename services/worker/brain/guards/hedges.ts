/**
 * Words that make a number a guess or a bound rather than the answer, right before it (on folded
 * text): "around €900", "about 50", "roughly", "if I remember", "higher than £6,200", "more
 * than", "etwa", "ungefähr", "ca.", "environ", "plus de", "aproximadamente", "más de", "circa",
 * "più di", "ongeveer", "meer dan", "cerca de", "mais de", also with an article between ("rond de
 * 2.400 euro", "um die 300 €", "around the 2,400 mark", "autour des 500 €"). Such a number is never bound.
 */
export const HEDGE_BEFORE =
  /(?:\b(?:around|about|approximately|approx\.?|roughly|some|circa|ca\.|~|up to|at least|at most|more than|less than|over|under|above|below|higher than|lower than|etwa|ungefahr|rund|zirka|mindestens|hochstens|mehr als|weniger als|uber|unter|environ|a peu pres|autour de|plus de|moins de|aproximadamente|alrededor de|en torno a|del orden de|(?:debe |deberia )?rondar (?:los |las )?|ronda (?:los |las )?|rondan (?:los |las )?|sobre (?:los|las)|intorno a|all'incirca|in de buurt van|por volta de|unos|unas|mas de|menos de|cerca de|quasi|piu di|meno di|ongeveer|zo'?n|rond|meer dan|minder dan|cerca de|mais de|menos de|(?<!\b(?:bei|fur|von|mit|zu|an|auf|uber|vor|nach|gegen|durch|ohne|aus|wir|ihr|sie|es|gibt|gebt|lasst|schickt|ruft) )uns|umas|do que|(?:so )?um die|sopra|oltre|superiori a|superiore a|boven|acima de|au-dela de|au-dessus de|por encima de|superiores a|superior a)\s*(?:(?:de|die|den|the|les|des|los|las|gli|ai|agli|i|os|as|dos|das|een|a)\s+)?)$/;

/**
 * A starting price, right before an amount (folded, its currency may stand between): "from £69",
 * "prices start at", "ab CHF 69", "à partir de 69 €", "dès 69 €", "desde 69 €", "a partire da 69 €",
 * "partono da", "vanaf € 69", "a partir de R$ 69". The price of the cheapest variant, not the one
 * asked: never an amount's answer ("from £40 to £45": the £45 is).
 */
export const FROM_PRICE_BEFORE =
  /(?:\b(?:from|starting (?:at|from)|starts? (?:at|from)|ab|a partir de|a partir d'|des|desde|a partire da|partono da|parte da|vanaf)\s*(?:[€$£]|eur|euros?|chf|gbp|usd|r\$|fr\.?)?\s*)$/;

/** Phrases after which a sentence's numbers are recollections or comparisons, not statements. */
export const RECOLLECTION =
  /\b(?:(?:higher|lower|more|less|cheaper|dearer|bigger|smaller) than|hoher als|niedriger als|teurer als|billiger als|mehr als|plus (?:cher|eleve|haut)e? que|moins cher que|mas (?:alto|caro|barato) que|piu (?:alto|caro) di|meno caro di|hoger dan|lager dan|duurder dan|goedkoper dan|mais (?:alto|caro) do que|if i remember|if memory serves|from memory|i think it was|last year|letztes jahr|l'annee derniere|el ano pasado|l'anno scorso|vorig jaar|no ano passado)\b/;

/**
 * A sentence that calls its own figure a guess, in the seven languages (folded): "€350 is my
 * best guess", "at a guess", "I'd say", "ich schätze", "schätzungsweise", "à vue de nez", "je
 * dirais", "a ojo", "calculo que", "a occhio", "direi", "naar schatting", "ik gok", "a olho".
 * Its figures are never the answer, whether or not the exact one is promised: asked.
 */
export const GUESS_SENTENCE =
  /\b(?:(?:my |our |a |best |rough |educated |at a )guess|guesstimate|i'?d guess|i would guess|i (?:would |'d )?reckon|i'?d say|i would say|off the top of my head|ich schatze|schatze ich|schatzungsweise|grob geschatzt|wurde ich (?:mal )?(?:sagen|schatzen)|wurde[^.;!?]{0,30}schatzen|pi mal daumen|je dirais|a vue de nez|a vue d'oeil|a la louche|mon estimation|j'estime|a ojo|calculo que|diria que|mi estimacion|a bote pronto|a occhio|direi|la mia stima|naar schatting|ik schat|op het oog|ik gok|mijn gok|a olho|a minha estimativa|eu diria)\b/;
