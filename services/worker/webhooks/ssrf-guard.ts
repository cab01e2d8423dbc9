import ipaddr from 'ipaddr.js';

/**
 * The SSRF guard of outbound client webhooks: pure checks, no I/O. A client chooses the webhook
 * URL, so without this the worker (inside Google's network, with a metadata server one hop
 * away) could be made to POST anywhere. Only public unicast addresses pass. The checks run
 * twice: on the URL before anything (scheme, names, IP literals) and on every address DNS gives
 * at connect time (webhook-http-post.ts), so a name that resolves to a private address, or
 * changes its answer between a check and the connect (DNS rebinding), is still refused.
 * Hosts on the allow-list (WEBHOOK_ALLOWED_HOSTS, local receivers) skip the address checks.
 */

export type SsrfVerdict = { ok: true } | { ok: false; reason: string };

const OK: SsrfVerdict = { ok: true };
const refuse = (reason: string): SsrfVerdict => ({ ok: false, reason });

// Names that reach the GCE metadata server without any DNS answer we could inspect.
const BLOCKED_NAMES = new Set(['metadata.google.internal', 'metadata', 'metadata.goog']);

// IPv6 ranges that carry an IPv4 address: the embedded one decides.
const EMBEDDING_V6 = new Set(['ipv4Mapped', 'rfc6145', 'rfc6052', '6to4', 'teredo']);

/** Strips URL brackets and a trailing root dot, lowercases: the form compared everywhere. */
export function normalizeHost(host: string): string {
  return host
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase();
}

function v4FromParts(hi: number, lo: number): ipaddr.IPv4 {
  return new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
}

function checkV4(addr: ipaddr.IPv4): SsrfVerdict {
  const range = addr.range();
  return range === 'unicast' ? OK : refuse(`ipv4 ${range}`);
}

/** The IPv4 addresses an IPv6 address embeds, by its range (Teredo embeds two). */
function embeddedV4(addr: ipaddr.IPv6, range: string): ipaddr.IPv4[] {
  const p = addr.parts;
  switch (range) {
    case '6to4':
      return [v4FromParts(p[1]!, p[2]!)];
    case 'teredo':
      // Teredo: the server's address in clear, the client's inverted in the last 32 bits.
      return [v4FromParts(p[2]!, p[3]!), v4FromParts(p[6]! ^ 0xffff, p[7]! ^ 0xffff)];
    default:
      return [v4FromParts(p[6]!, p[7]!)];
  }
}

function checkV6(addr: ipaddr.IPv6): SsrfVerdict {
  const range = addr.range();
  if (EMBEDDING_V6.has(range)) {
    for (const v4 of embeddedV4(addr, range)) {
      const v = checkV4(v4);
      if (!v.ok) return refuse(`ipv6 ${range} embedding ${v.reason}`);
    }
    return OK;
  }
  // IPv4-compatible (::a.b.c.d, deprecated): ipaddr calls it unicast, but stacks may route the v4.
  const p = addr.parts;
  if (range === 'unicast' && p.slice(0, 6).every((x) => x === 0)) {
    const v = checkV4(v4FromParts(p[6]!, p[7]!));
    return v.ok ? v : refuse(`ipv6 ipv4-compatible embedding ${v.reason}`);
  }
  return range === 'unicast' ? OK : refuse(`ipv6 ${range}`);
}

/** Checks one IP address (a literal, or an address DNS returned). Not an IP: refused. */
export function checkAddress(ip: string): SsrfVerdict {
  const text = normalizeHost(ip);
  // Zone ids (fe80::1%eth0) are link-local by nature.
  if (text.includes('%')) return refuse('ipv6 zone id');
  if (!ipaddr.isValid(text)) return refuse('not an ip address');
  const addr = ipaddr.parse(text);
  return addr.kind() === 'ipv4' ? checkV4(addr as ipaddr.IPv4) : checkV6(addr as ipaddr.IPv6);
}

export function isIpLiteral(host: string): boolean {
  const h = normalizeHost(host);
  return ipaddr.IPv6.isValid(h) || ipaddr.IPv4.isValidFourPartDecimal(h);
}

export function isAllowListed(host: string, allowedHosts: readonly string[]): boolean {
  const h = normalizeHost(host);
  return allowedHosts.some((a) => {
    const n = normalizeHost(a);
    if (n === h) return true;
    // Same IP written differently (e.g. ::1 and 0:0:0:0:0:0:0:1).
    return (
      ipaddr.isValid(n) &&
      ipaddr.isValid(h) &&
      ipaddr.parse(n).toNormalizedString() === ipaddr.parse(h).toNormalizedString()
    );
  });
}

export type UrlVerdict =
  | { ok: true; url: URL; host: string; allowListed: boolean; ipLiteral: boolean }
  | { ok: false; reason: string };

/**
 * Checks a webhook URL before connecting: http(s) only; allow-listed hosts pass; blocked names
 * and non-public IP literals are refused. A host name that passes here is still checked on each
 * resolved address at connect time.
 */
export function checkWebhookUrl(raw: string, allowedHosts: readonly string[]): UrlVerdict {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'invalid url' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: `scheme ${url.protocol}` };
  // WHATWG URL parsing already turned odd IPv4 spellings (0x7f.1, 2130706433) into dotted quads.
  const host = normalizeHost(url.hostname);
  if (host === '') return { ok: false, reason: 'empty host' };
  const ipLiteral = isIpLiteral(host);
  if (isAllowListed(host, allowedHosts)) return { ok: true, url, host, allowListed: true, ipLiteral };
  if (BLOCKED_NAMES.has(host)) return { ok: false, reason: `blocked name ${host}` };
  if (ipLiteral) {
    const v = checkAddress(host);
    if (!v.ok) return v;
  }
  return { ok: true, url, host, allowListed: false, ipLiteral };
}
