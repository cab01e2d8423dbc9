import type { CaseContext } from './brain.js';

/**
 * Code's last word on an outbound draft: it may carry no link, domain name or email address
 * that the client did not give us. The counterparty's mail is untrusted and the model can be
 * talked into repeating it, so a destination that came from there (or from the model itself)
 * must never go out under our sender's name. Pure: text in, findings out.
 *
 * What counts as a contact (scanned after NFKC, with invisible format characters removed, so
 * full-width `ｅｖｉｌ．ｃｏｍ` or a zero-width space inside a name reads as the plain form):
 * - a link with any scheme (`https://…`, `ftp://…`);
 * - an email address `local@host`;
 * - a bare host, with an optional port and path: labels joined by dots whose last label looks
 *   like a top-level domain (letters only, 2 or more, or punycode `xn--…`), or any `www.…`,
 *   or a dotted quad IPv4 address.
 *
 * No list of top-level domains ships offline, so the rule fails closed: any letters-only last
 * label is taken as one (a new gTLD is caught the day it exists). What keeps ordinary text out:
 * one-letter labels (`e.g.`, `i.e.`, `U.S.`, `a.m.`, `Ph.D.`), digits in the last label (`3.50`,
 * `10.30`, `v1.2.3`, `10.30am`), a dot that ends a sentence (it is never part of a token), and
 * NOT_TLD: file and code suffixes that are not delegated TLDs (`quote.pdf`, `Node.js`). Refused,
 * knowingly, unless the client's text has them: words joined by a dot without a space
 * (`Thanks.Best`), brand names that are domains (`Booking.com`, `ASP.NET`), file names whose suffix
 * IS a TLD (`quote.zip`, `README.md`, `setup.py`: the `.zip` ones are a known phishing trick) and
 * four-part versions within 0-255 (`1.2.3.4`, read as an IP address). A refusal costs one retry
 * of the model; a miss could send a phishing link.
 *
 * Comparison (the same normalisation on the client's text and the draft): hosts through WHATWG
 * URL parsing (lowercase, IDN to punycode, so a Cyrillic look-alike differs), without a trailing
 * dot or a leading `www.`, with the port; paths, query and fragment kept as written except for a
 * trailing `/`; the scheme dropped. Trailing sentence punctuation and unbalanced closing brackets
 * are not part of a token. A bare host is allowed when the client's text names that host in any
 * form (host, link or email domain); a link with a path only when the client's text has that very
 * link, since one host can serve anyone's pages; an email address only when given as such.
 * Subdomains of a trusted host are not trusted. Not caught: spelled-out forms (`evil dot
 * example`, `evil[.]example`), TLDs written in a non-Latin script without a scheme, and phone
 * numbers; the prompt's rules still forbid them.
 */

export type Contact =
  /** `host` with port; `target` adds path, query and fragment (equal to `host` when none). */
  { kind: 'link'; host: string; target: string } | { kind: 'email'; address: string; domain: string };

export interface TrustedContacts {
  hosts: ReadonlySet<string>;
  links: ReadonlySet<string>;
  emails: ReadonlySet<string>;
}

/**
 * Common file and code suffixes that are not delegated top-level domains (checked against the
 * IANA root zone list, tlds@1.261.0, 2026-11). Invariant: never add a real TLD here (`zip`, `mov`,
 * `md`, `py`, `sh`, `ai`, `net` are TLDs), or a domain under it would pass unchecked.
 */
const NOT_TLD = new Set(
  (
    'pdf doc docx xls xlsx xlsm ppt pptx pps ppsx odt ods odp rtf txt csv tsv json xml yaml yml ' +
    'html htm css js mjs cjs jsx ts tsx php asp aspx jsp jpg jpeg png gif bmp tif tiff webp heic svg ' +
    'eps psd wav avi mkv wmv webm rar gz tgz tar iso dmg exe msi eml msg ics vcf epub dwg dxf stl'
  ).split(' '),
);

const L = String.raw`[\p{L}\p{M}\p{N}_]`;
const LABEL = String.raw`${L}(?:[\p{L}\p{M}\p{N}_-]*${L})?`;
const HOST = String.raw`${LABEL}(?:\.${LABEL})+`;
/**
 * Scheme links first, then emails, then bare hosts: leftmost wins, and an email's local part must
 * not be read as a host (`john.doe@…`). Each alternative starts only where a run of its characters
 * starts (the look-behinds), which also keeps the scan linear on long runs like `a.a.a.a…`.
 */
const SCAN = String.raw`(?<![\p{L}\p{N}+.-])(?<scheme>[a-z][a-z0-9+.-]*:\/\/[^\s<>"‹›«»]+)|(?<![\p{L}\p{M}\p{N}_.%+-])(?<email>[\p{L}\p{M}\p{N}_.%+-]+@${HOST})|(?<![\p{L}\p{M}\p{N}_.-])(?<host>${HOST}(?::\d{1,5}(?!\d))?)`;
/** The rest of a bare host's link, read only once the host is known to be one (`quote.pdf/evil.example` stays two tokens). */
const PATH = /[/?#][^\s<>"‹›«»]*/y;

export function findContacts(text: string): Contact[] {
  const s = text.normalize('NFKC').replace(/\p{Cf}/gu, '');
  const scan = new RegExp(SCAN, 'giu');
  const found: Contact[] = [];
  for (let m = scan.exec(s); m; m = scan.exec(s)) {
    const g = m.groups ?? {};
    if (g['scheme']) {
      const raw = g['scheme'];
      found.push(linkContact(trimTrailing(raw.slice(raw.indexOf('://') + 3))));
    } else if (g['email']) {
      const at = g['email'].lastIndexOf('@');
      const domain = g['email'].slice(at + 1);
      if (looksLikeHost(domain)) {
        const d = hostKey(domain);
        found.push({ kind: 'email', address: `${g['email'].slice(0, at).toLowerCase()}@${d}`, domain: d });
      }
    } else if (g['host'] && looksLikeHost(g['host'].replace(/:\d+$/, ''))) {
      PATH.lastIndex = scan.lastIndex;
      const path = trimTrailing(PATH.exec(s)?.[0] ?? '');
      scan.lastIndex += path.length;
      found.push(linkContact(g['host'] + path));
    }
  }
  return found;
}

/** What the client gave us, as contacts a draft may repeat. */
export function trustedContactsIn(texts: readonly string[]): TrustedContacts {
  const hosts = new Set<string>();
  const links = new Set<string>();
  const emails = new Set<string>();
  for (const c of texts.flatMap(findContacts)) {
    if (c.kind === 'link') {
      hosts.add(c.host);
      links.add(c.target);
    } else {
      emails.add(c.address);
      hosts.add(c.domain);
    }
  }
  return { hosts, links, emails };
}

/** The contacts of `draft` that the client's text does not have; empty when the draft may go out. */
export function foreignContacts(draft: string, trusted: TrustedContacts): Contact[] {
  return findContacts(draft).filter((c) => {
    if (c.kind === 'email') return !trusted.emails.has(c.address);
    return c.target === c.host ? !trusted.hosts.has(c.host) : !trusted.links.has(c.target);
  });
}

/**
 * The case's trusted text: what the client wrote when creating the case, plus `extra` (the
 * client's answer to a question). Never the counterparty's mail, the open question (the model
 * read it from that mail) nor our earlier drafts. `customData` is the client's too and is shown
 * to the model inside <case>, so refusing what it holds would only burn retries.
 */
export function caseTrustedTexts(ctx: CaseContext, extra: readonly string[] = []): string[] {
  const p = ctx.senderPersona;
  const c = ctx.counterparty;
  return [
    ctx.goal.objective,
    ...leaves(ctx.goal.knowledge),
    ...(ctx.constraints ?? []),
    p.name,
    p.role,
    p.company,
    p.tone,
    c.name,
    c.company,
    ...leaves(c.customData),
    ...extra,
  ].filter((t): t is string => typeof t === 'string' && t !== '');
}

/** Message for the model's retry and for the log: kinds only, never the offending text. */
export function refusalReason(foreign: readonly Contact[]): string {
  const kinds = [
    foreign.some((c) => c.kind === 'link') ? 'a link or domain name' : '',
    foreign.some((c) => c.kind === 'email') ? 'an email address' : '',
  ].filter(Boolean);
  return `the email contains ${kinds.join(' and ')} not given in <case> or <client_answer>; leave it out`;
}

/** Strings, numbers and object keys of client JSON, each on its own (no JSON escapes glued to a link). */
function leaves(v: unknown): string[] {
  if (typeof v === 'string') return [v];
  if (typeof v === 'number' || typeof v === 'boolean') return [String(v)];
  if (Array.isArray(v)) return v.flatMap(leaves);
  if (typeof v === 'object' && v !== null) return Object.entries(v).flatMap(([k, x]) => [k, ...leaves(x)]);
  return [];
}

function looksLikeHost(host: string): boolean {
  const labels = host.toLowerCase().split('.');
  const tld = labels[labels.length - 1] ?? '';
  if (labels[0] === 'www') return true;
  if (labels.length === 4 && labels.every((l) => /^\d{1,3}$/.test(l) && Number(l) <= 255)) return true;
  if (/^xn--[a-z0-9-]+$/.test(tld)) return true;
  return /^\p{L}[\p{L}\p{M}]{1,62}$/u.test(tld) && !NOT_TLD.has(tld);
}

/** Sentence punctuation and unbalanced closers after a link belong to the sentence. */
function trimTrailing(token: string): string {
  let t = token;
  for (;;) {
    const last = t.slice(-1);
    const unbalanced =
      (last === ')' && count(t, ')') > count(t, '(')) ||
      (last === ']' && count(t, ']') > count(t, '[')) ||
      (last === '}' && count(t, '}') > count(t, '{'));
    if (!/[.,;:!?'*`]/.test(last) && !unbalanced) return t;
    t = t.slice(0, -1);
  }
}

function count(s: string, ch: string): number {
  return s.split(ch).length - 1;
}

function linkContact(raw: string): Contact {
  try {
    // Every link is parsed as http: the scheme is irrelevant to where it leads, and a userinfo
    // trick (`https://acme.example@evil.example`) resolves to its real host as a browser would.
    const u = new URL(`http://${raw}`);
    const host = hostKey(u.hostname) + (u.port ? `:${u.port}` : '');
    // Userinfo stays in the target, so such a link passes only as the client wrote it.
    const user = u.username || u.password ? `${u.username}${u.password ? `:${u.password}` : ''}@` : '';
    return { kind: 'link', host, target: user + host + u.pathname.replace(/\/+$/, '') + u.search + u.hash };
  } catch {
    // Unparseable: compared as text, so only a verbatim repeat of the client's text passes.
    const t = raw.toLowerCase();
    return { kind: 'link', host: t, target: t };
  }
}

function hostKey(host: string): string {
  let h: string;
  try {
    h = new URL(`http://${host}`).hostname;
  } catch {
    h = host.toLowerCase();
  }
  return h.replace(/\.$/, '').replace(/^www\./, '');
}
