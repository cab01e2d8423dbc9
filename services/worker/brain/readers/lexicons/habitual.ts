/**
 * The writer's habit, not this job's figure: "usually", "normally", "suelen", "di solito",
 * "normalerweise", "d'habitude", "meestal", "costuma".
 */
export const HABITUAL =
  /\b(?:usually|normally|typically|generally|as a rule|(?:a|an|our|my) (?:normal|usual|standard|typical) (?:\w+ )?(?:is|costs?|comes? to|runs?)|normalerweise|in der regel|ublicherweise|(?:eine?|unsere?|meine?) (?:normale|ubliche|gewohnliche)[nrs]?|normalement|d'habitude|generalement|en general|en regle generale|normalmente|habitualmente|suelen?|di solito|solitamente|in genere|normaal(?:gesproken)?|meestal|doorgaans|geralmente|costuma[m]?)\b/;
