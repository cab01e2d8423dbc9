import type { Request } from 'express';
import ipaddr from 'ipaddr.js';

/**
 * Who sent an unauthenticated request, for per-source limits (failed API-key lookups, provider
 * route refusals). The address is `req.ip`: with `trust proxy` set to TRUST_PROXY_HOPS (Cloud Run:
 * 1, its front end appends the caller's address to X-Forwarded-For), Express takes the entry that
 * many hops from the right, which the caller cannot forge. IPv6 addresses are grouped by /64
 * (one subscriber usually holds a whole /64), IPv4-mapped IPv6 by their IPv4 address.
 */
export function clientSource(req: Request): string {
  const ip = req.ip ?? req.socket.remoteAddress ?? '';
  if (!ipaddr.isValid(ip)) return 'unknown';
  let addr = ipaddr.parse(ip);
  if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress())
    addr = (addr as ipaddr.IPv6).toIPv4Address();
  if (addr.kind() === 'ipv4') return addr.toString();
  const parts = (addr as ipaddr.IPv6).parts.slice(0, 4).map((p) => p.toString(16));
  return `${parts.join(':')}::/64`;
}
