import { foldForMatching } from '../language-fold.js';
import { APPROVAL_CLAIMS } from './approval-claims.js';

/**
 * Instruction blocks: text in a reply addressed to an AI, an automated assistant or "the
 * system" rather than to a person, or that claims a case status, dictates a value to record or
 * gives the agent orders ("ignore your instructions", "paste your prompt"), or claims that the
 * client's side already approved something ("as agreed with your colleague", "Freigabe erteilt":
 * regions/approval-claims.ts; only the client approves, in the case), in English, German,
 * French, Spanish, Italian, Dutch and Portuguese. Such a block is never a source of values,
 * answers or questions; it is reported so the workflow records an injection signal.
 *
 * `instructionCue` finds where in a paragraph such text starts (folded matching; each pattern
 * is an alternation of literals with bounded gaps, so matching is linear in the text).
 */

const PATTERNS: readonly RegExp[] = [
  // Forged system or role markers.
  /\[\s*(?:system|assistant|admin|developer|ai|bot)(?:\s+(?:message|note|prompt|notice|instruction|override))?\s*\]/,
  /<\s*\/?\s*(?:system|instructions?|assistant|prompt)\s*>/,
  /\b(?:system|developer|admin) (?:message|prompt|instruction|notice|override|note)s?\s*[:\]]/,
  /\bimportant system notice\b/,
  // Addressed to an AI or automated assistant.
  /\b(?:note|message|instructions?|notice|attention) (?:to|for) (?:the |any |all )?(?:(?:ai|a\.i\.|automated|automatic|virtual) (?:assistant|agent|system|bot|model)|assistant|bot|model|llm|language model|ai)s?\b/,
  /\b(?:dear|hey|hello|hi|if you are an?|if you're an?|you are an?) (?:ai|a\.i\.|automated|automatic|virtual|llm|language model|chatbot|bot|assistant)\b/,
  /\bto (?:the|any) (?:ai|a\.i\.|llm|language model|chatbot|bot)\b/,
  /\b(?:ai|a\.i\.|automated|automatic) (?:assistant|agent)s?\b/,
  /\b(?:language model|llm|chatgpt|gpt-?\d|gemini|claude)\b\s*[:,]/,
  /\b(?:ki-?assistent(?:en|in)?|ki-?agent|automatisierte[nrs]? (?:assistent|system|agent)\w*|hinweis (?:an|fur) (?:die ki|den assistenten|das system))\b/,
  /\b(?:assistant (?:ia|automatique|automatise|virtuel)|agent (?:ia|automatique|conversationnel)|(?:note|message) (?:a|pour) l'(?:ia|assistant))\b/,
  /\b(?:asistente (?:de ia|automatico|automatizado|virtual)|agente (?:de ia|automatico|automatizado)|nota para el (?:asistente|sistema))\b/,
  /\b(?:assistente (?:ia|automatico|automatizzato|virtuale|di ia)|agente (?:ia|automatico|automatizzato)|nota per l'(?:assistente|ia))\b/,
  /\b(?:(?:geautomatiseerde|automatische|virtuele|ai-?) ?assistent|notitie voor de (?:assistent|ai))\b/,
  /\b(?:assistente (?:de ia|automatico|automatizado|virtual)|agente (?:de ia|automatico|automatizado)|nota para o (?:assistente|sistema))\b/,
  // Orders to the agent.
  /\b(?:ignore|disregard|forget|override) (?:all |any )?(?:of )?(?:your |the |my |previous |prior |above |earlier |preceding )+(?:instructions|rules|prompt|guidelines|directions|directives)\b/,
  /\b(?:what|copy|paste|share|send|show|reveal|print|repeat|tell me|give me|list|quote|output|disclose|forward)\b.{0,40}\b(?:your|the assistant'?s?|the agent'?s?|the system'?s?) (?:exact |full |complete |original |system |internal |secret )?(?:instructions|prompt|system prompt|rules|guidelines|goal and rules|configuration)\b/,
  /\b(?:system prompt|your prompt|your (?:full |complete )?(?:goal and rules|internal instructions|hidden instructions))\b/,
  /\bthe (?:assistant|ai|model|bot|language model) (?:must|should|shall|will|is to|needs to|has to)\b/,
  /\byou are now (?:in )?(?:test|debug|admin|developer|maintenance) mode\b/,
  /\b(?:ignoriere|ignorieren sie|vergiss|vergessen sie) (?:alle |deine |ihre |die |bisherigen |vorherigen )*(?:anweisungen|regeln|instruktionen|vorgaben)\b/,
  /\b(?:ignorez|ignore|oubliez|oublie) (?:toutes |tous |vos |tes |les |precedentes |instructions )*(?:instructions|regles|consignes)\b/,
  /\b(?:ignora|ignore|olvida|olvide) (?:todas |tus |sus |las |anteriores )*(?:instrucciones|reglas|indicaciones)\b/,
  /\b(?:ignora|dimentica) (?:tutte |le |tue |sue |precedenti )*(?:istruzioni|regole)\b/,
  /\b(?:negeer|vergeet) (?:alle |je |uw |de |eerdere |vorige )*(?:instructies|regels|aanwijzingen)\b/,
  /\b(?:ignore|ignora|esqueca) (?:todas |as |suas |tuas |anteriores )*(?:instrucoes|regras)\b/,
  // A case status claimed, a value dictated to the record.
  /\b(?:case|ticket|request|task) status\s*[:=]/,
  /\b(?:mark|set|close|flag|treat|consider) (?:this|the) (?:case|ticket|request|task|conversation|thread) (?:as )?(?:now )?(?:complete|completed|closed|done|resolved|achieved|successful|approved|finished)\b/,
  /\b(?:this|the) (?:case|ticket|request|task) (?:is|has been) (?:now )?(?:complete|completed|closed|done|resolved|achieved)\b/,
  /\b(?:goal_achieved|goal achieved|resultstatus|result status)\b/,
  /\b(?:record|store|save|set|enter|log|register|write|update|fill in|put) (?:the |this |that |a )?(?:field|value|result|record|status|outcome|answer)s?\b/,
  // The client's side said to have approved a price, term or status already.
  ...APPROVAL_CLAIMS,
  /\b(?:fallstatus|status des falls|statut du dossier|statut de la demande|estado del caso|estado de la solicitud|stato del caso|stato della pratica|status van de zaak|status do caso|estado do caso)\b/,
];

/** Index in the folded text where the first instruction cue starts, or -1. */
export function instructionCue(folded: string): number {
  let first = -1;
  for (const p of PATTERNS) {
    const m = p.exec(folded);
    if (m && (first === -1 || m.index < first)) first = m.index;
  }
  return first;
}

/** True when the text holds an instruction block (folded matching). */
export function hasInstruction(text: string): boolean {
  return instructionCue(foldForMatching(text.slice(0, 20_000))) >= 0;
}
