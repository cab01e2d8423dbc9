import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { checkAddress, checkWebhookUrl, isAllowListed } from '../../services/worker/webhooks/ssrf-guard.js';
import { guardedLookup, SsrfBlockedError } from '../../services/worker/webhooks/webhook-http-post.js';

describe('checkAddress', () => {
  const refused: [string, string][] = [
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.1.2.3', 'private 10/8'],
    ['172.16.0.1', 'private 172.16/12'],
    ['172.31.255.255', 'private 172.16/12'],
    ['192.168.1.1', 'private 192.168/16'],
    ['169.254.169.254', 'metadata (link-local)'],
    ['169.254.1.1', 'link-local'],
    ['100.64.0.1', 'CGNAT'],
    ['100.127.255.255', 'CGNAT'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'this network'],
    ['255.255.255.255', 'broadcast'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.1', 'TEST-NET-1'],
    ['198.18.0.1', 'benchmarking'],
    ['::1', 'v6 loopback'],
    ['::', 'v6 unspecified'],
    ['fe80::1', 'v6 link-local'],
    ['febf::1', 'v6 link-local (top of fe80::/10)'],
    ['fc00::1', 'unique local'],
    ['fd12:3456::1', 'unique local'],
    ['ff02::1', 'v6 multicast'],
    ['::ffff:127.0.0.1', 'v4-mapped loopback'],
    ['::ffff:10.0.0.1', 'v4-mapped private'],
    ['::ffff:169.254.169.254', 'v4-mapped metadata'],
    ['::10.0.0.1', 'v4-compatible private'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 of the metadata address'],
    ['2002:c0a8:0101::1', '6to4 of 192.168.1.1'],
    ['2002:7f00:0001::1', '6to4 of 127.0.0.1'],
    ['2001:0:4136:e378:8000:63bf:f5ff:fffe', 'Teredo, client 10.0.0.1'],
    ['2001:db8::1', 'documentation'],
    ['fe80::1%eth0', 'zone id'],
    ['not-an-ip', 'not an IP'],
  ];
  it.each(refused)('refuses %s (%s)', (ip) => {
    expect(checkAddress(ip).ok).toBe(false);
  });

  const allowed = [
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '100.128.0.1',
    '::ffff:8.8.8.8',
    '2002:0808:0808::1',
    '2001:4860:4860::8888',
    '2606:4700::1111',
  ];
  it.each(allowed)('allows public %s', (ip) => {
    expect(checkAddress(ip)).toEqual({ ok: true });
  });
});

describe('checkWebhookUrl', () => {
  const refused: [string, string][] = [
    ['ftp://example.com/x', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
    ['gopher://example.com/', 'scheme'],
    ['javascript:alert(1)', 'scheme'],
    ['not a url', 'invalid'],
    ['http://127.0.0.1:8080/hook', 'loopback literal'],
    ['http://127.1/', 'short loopback literal'],
    ['http://0x7f.0.0.1/', 'hex loopback literal'],
    ['http://2130706433/', 'decimal loopback literal'],
    ['http://017700000001/', 'octal loopback literal'],
    ['http://[::1]/', 'v6 loopback literal'],
    ['http://[::ffff:7f00:1]/', 'v4-mapped literal'],
    ['http://169.254.169.254/computeMetadata/v1/', 'metadata address'],
    ['http://metadata.google.internal/computeMetadata/v1/', 'metadata name'],
    ['http://METADATA.GOOGLE.INTERNAL./', 'metadata name, upper case, root dot'],
    ['http://metadata/computeMetadata/v1/', 'metadata short name'],
    ['http://10.0.0.5/', 'private literal'],
    ['https://[fd00::1]/', 'unique local literal'],
  ];
  it.each(refused)('refuses %s (%s)', (url) => {
    expect(checkWebhookUrl(url, []).ok).toBe(false);
  });

  it('lets a public name through to the connect-time check', () => {
    expect(checkWebhookUrl('https://hooks.example.com/a?b=1', [])).toMatchObject({
      ok: true,
      host: 'hooks.example.com',
      allowListed: false,
      ipLiteral: false,
    });
    expect(checkWebhookUrl('http://localhost:3000/', [])).toMatchObject({ ok: true, allowListed: false });
    expect(checkWebhookUrl('https://8.8.8.8/hook', [])).toMatchObject({ ok: true, ipLiteral: true });
  });

  it('exempts allow-listed hosts (exact names or IPs), and only those', () => {
    expect(checkWebhookUrl('http://127.0.0.1:9999/hook', ['127.0.0.1'])).toMatchObject({ ok: true, allowListed: true });
    expect(checkWebhookUrl('http://[::1]:9999/', ['0:0:0:0:0:0:0:1'])).toMatchObject({ ok: true, allowListed: true });
    expect(checkWebhookUrl('http://LocalHost/', ['localhost'])).toMatchObject({ ok: true, allowListed: true });
    expect(checkWebhookUrl('http://127.0.0.2/', ['127.0.0.1']).ok).toBe(false);
    expect(checkWebhookUrl('ftp://127.0.0.1/', ['127.0.0.1']).ok).toBe(false);
    expect(isAllowListed('sub.localhost', ['localhost'])).toBe(false);
  });
});

describe('guardedLookup (connect-time check of resolved addresses)', () => {
  const resolverOf = (addresses: LookupAddress[]) =>
    ((_h: string, _o: unknown, cb: (e: null, a: LookupAddress[]) => void) => cb(null, addresses)) as never;
  const run = (addresses: LookupAddress[], all: boolean) =>
    new Promise<{ err: Error | null; result: unknown }>((resolve) =>
      guardedLookup(resolverOf(addresses))('x.example', { all }, (err: Error | null, result: unknown) =>
        resolve({ err, result }),
      ),
    );

  it('passes public answers through, in the form asked for', async () => {
    const a = [
      { address: '8.8.8.8', family: 4 },
      { address: '2001:4860:4860::8888', family: 6 },
    ];
    expect(await run(a, true)).toEqual({ err: null, result: a });
    expect((await run(a, false)).result).toBe('8.8.8.8');
  });

  it('refuses when ANY answer is not public (a rebinding name mixing public and private)', async () => {
    const { err } = await run(
      [
        { address: '8.8.8.8', family: 4 },
        { address: '10.0.0.1', family: 4 },
      ],
      true,
    );
    expect(err).toBeInstanceOf(SsrfBlockedError);
    expect((await run([{ address: '::ffff:169.254.169.254', family: 6 }], false)).err).toBeInstanceOf(SsrfBlockedError);
  });
});
