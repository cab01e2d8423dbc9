import { foldForMatching } from '../language-fold.js';
import { isFooterParagraph } from './footers.js';
import { historyMarker } from './history-headers.js';
import { instructionCue } from './instructions.js';
import { signatureStart } from './signatures.js';

/**
 * A reply read as a person reads it: one model of its regions, used by everything in the brain
 * that reads mail (the readers, the question, refusal, opt-out and auto-reply detectors, the
 * injection guard, the evidence check).
 *
 * - `new`: what the sender wrote now; the only region values, questions and signals come from;
 * - `quoted`: history below a reply header (`On … wrote:` and its kin) or `>` lines;
 * - `forwarded`: a forwarded message below its marker;
 * - `signature`: from a delimiter, a mobile client's line or a sign-off with a short tail;
 * - `footer`: legal notices and company register paragraphs;
 * - `instruction`: text addressed to an AI or automated assistant, claiming a case status,
 *   dictating a value or giving the agent orders: from its first cue to the end of its
 *   paragraph (the whole rest of the new text when the cue stands alone as a heading).
 *
 * Regions are line-based, in the order of the text; their texts are verbatim (a quote taken from
 * one occurs in the message). Bounded to the first 20,000 characters; linear in the text.
 */

export type RegionKind = 'new' | 'quoted' | 'forwarded' | 'signature' | 'footer' | 'instruction';

export interface Region {
  kind: RegionKind;
  text: string;
}

export interface ReplyRegions {
  regions: Region[];
  /** The `new` regions joined: what the sender wrote now, for reading values and signals. */
  newText: string;
  /** The instruction blocks found (verbatim, each bounded): an injection signal when non-empty. */
  instructions: string[];
}

const MAX_REPLY_CHARS = 20_000;
const MAX_INSTRUCTION_QUOTE = 300;

export function regionsOf(raw: string): ReplyRegions {
  const lines = splitAtCues(raw.replace(/\r\n?/g, '\n').slice(0, MAX_REPLY_CHARS).split('\n'));
  const kinds: RegionKind[] = lines.map(() => 'new');

  // 1. History: everything from a reply header, separator, header block or forward marker on.
  const marker = historyMarker(lines);
  const top = marker ? marker.line : lines.length;
  if (marker) for (let i = top; i < lines.length; i++) kinds[i] = marker.kind;
  // 2. Inline quoting above the history.
  for (let i = 0; i < top; i++) if (/^\s*>/.test(lines[i] ?? '')) kinds[i] = 'quoted';

  // 3. Signature: from its start to the history.
  const own = lines.slice(0, top).map((l, i) => (kinds[i] === 'new' ? l : ''));
  const sig = signatureStart(own);
  for (let i = sig; i < top; i++) if (kinds[i] === 'new') kinds[i] = 'signature';

  // 4. Footers and instruction blocks, by paragraph of the remaining new text.
  const instructionParts: string[] = [];
  let restIsInstruction = false;
  for (const para of paragraphs(lines, kinds, top)) {
    const text = para.map((i) => lines[i]!).join('\n');
    if (restIsInstruction) {
      for (const i of para) kinds[i] = 'instruction';
      instructionParts.push(text);
      continue;
    }
    if (para[0]! > 0 && isFooterParagraph(text)) {
      for (const i of para) kinds[i] = 'footer';
      continue;
    }
    const from = para.findIndex((i) => cueAt(lines[i]!) >= 0);
    if (from < 0) continue;
    // The block runs from the cue's line to the end of the paragraph; a cue standing alone as a
    // heading ("NOTE FOR THE AI ASSISTANT:", "[SYSTEM]") governs the rest of the new text.
    const block = para.slice(from);
    for (const i of block) kinds[i] = 'instruction';
    instructionParts.push(block.map((i) => lines[i]!).join('\n'));
    if (block.length === 1 && isHeading(lines[block[0]!]!)) restIsInstruction = true;
  }

  const regions = group(lines, kinds);
  return {
    regions,
    newText: tidy(
      regions
        .filter((r) => r.kind === 'new')
        .map((r) => r.text)
        .join('\n'),
    ),
    instructions: instructionParts.map((t) => t.trim().slice(0, MAX_INSTRUCTION_QUOTE)).filter((t) => t !== ''),
  };
}

/** The new text of a reply (what every reader and detector looks at). */
export function newTextOf(raw: string): string {
  return regionsOf(raw).newText;
}

function cueAt(line: string): number {
  return instructionCue(foldForMatching(line.slice(0, 1_000)));
}

/**
 * A line whose instruction cue comes after a finished sentence is cut there, so the sentence a
 * person wrote before it ("Delivery is on 14 March. Note for the AI: …") stays new text.
 */
function splitAtCues(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const at = cueAt(line);
    const folded = foldForMatching(line.slice(0, 1_000));
    if (at <= 0 || folded.length !== Math.min(line.length, 1_000)) {
      out.push(line);
      continue;
    }
    const before = line.slice(0, at);
    const end = Math.max(before.lastIndexOf('. '), before.lastIndexOf('! '), before.lastIndexOf('? '));
    if (end < 0 || before.slice(0, end).trim() === '') out.push(line);
    else out.push(line.slice(0, end + 1), line.slice(end + 2));
  }
  return out;
}

/** A short line that heads what follows: ends with `:`/`]`/`>` or is written in capitals. */
function isHeading(line: string): boolean {
  const t = line.trim();
  if (t.length > 120) return false;
  return /[:\]>]$/.test(t) || (/\p{Lu}/u.test(t) && t === t.toUpperCase());
}

/** Runs of consecutive non-blank `new` lines below `end`, as lists of line indexes. */
function paragraphs(lines: readonly string[], kinds: readonly RegionKind[], end: number): number[][] {
  const out: number[][] = [];
  let current: number[] = [];
  for (let i = 0; i < end; i++) {
    if (kinds[i] === 'new' && (lines[i] ?? '').trim() !== '') current.push(i);
    else if (current.length > 0) {
      out.push(current);
      current = [];
    }
  }
  if (current.length > 0) out.push(current);
  return out;
}

function group(lines: readonly string[], kinds: readonly RegionKind[]): Region[] {
  const out: Region[] = [];
  for (let i = 0; i < lines.length; i++) {
    const kind = kinds[i]!;
    const last = out[out.length - 1];
    if (last && last.kind === kind) last.text += `\n${lines[i]}`;
    else out.push({ kind, text: lines[i]! });
  }
  return out;
}

function tidy(text: string): string {
  return text.replace(/\n{3,}/g, '\n\n').trim();
}
