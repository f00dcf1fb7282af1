import { BlockList, isIP } from 'node:net';
import { lookup as dnsLookup } from 'node:dns/promises';

// The SSRF guard of webhook deliveries (issue 44, docs/decisions/123). A representative chooses the address the
// registry posts to; without the guard they could make it post into the registry's own network (a database's
// HTTP port, a cloud's metadata service at 169.254.169.254). The guard resolves the name at each delivery, judges
// every address it resolves to, and the delivery connects to the address judged (never resolving again), so a
// name that changes its answer between the check and the connection (DNS rebinding) gains nothing.

/** Never a delivery target, whatever WEBHOOK_ALLOW_PRIVATE says: nothing legitimate listens there. */
const ALWAYS_REFUSED = new BlockList();
ALWAYS_REFUSED.addSubnet('0.0.0.0', 8, 'ipv4'); // "this network"
ALWAYS_REFUSED.addSubnet('169.254.0.0', 16, 'ipv4'); // link-local, the cloud metadata services
ALWAYS_REFUSED.addSubnet('224.0.0.0', 4, 'ipv4'); // multicast
ALWAYS_REFUSED.addSubnet('240.0.0.0', 4, 'ipv4'); // reserved, broadcast
ALWAYS_REFUSED.addAddress('::', 'ipv6');
ALWAYS_REFUSED.addSubnet('fe80::', 10, 'ipv6'); // link-local
ALWAYS_REFUSED.addSubnet('ff00::', 8, 'ipv6'); // multicast
ALWAYS_REFUSED.addAddress('fd00:ec2::254', 'ipv6'); // a cloud metadata service over IPv6

/** Loopback and private networks: refused unless WEBHOOK_ALLOW_PRIVATE=true (development and tests). */
const PRIVATE = new BlockList();
PRIVATE.addSubnet('127.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('10.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('172.16.0.0', 12, 'ipv4');
PRIVATE.addSubnet('192.168.0.0', 16, 'ipv4');
PRIVATE.addSubnet('100.64.0.0', 10, 'ipv4'); // carrier-grade NAT
PRIVATE.addSubnet('192.0.0.0', 24, 'ipv4'); // IETF protocol assignments
PRIVATE.addSubnet('192.0.2.0', 24, 'ipv4'); // documentation
PRIVATE.addSubnet('198.18.0.0', 15, 'ipv4'); // benchmarking
PRIVATE.addSubnet('198.51.100.0', 24, 'ipv4'); // documentation
PRIVATE.addSubnet('203.0.113.0', 24, 'ipv4'); // documentation
PRIVATE.addAddress('::1', 'ipv6');
PRIVATE.addSubnet('fc00::', 7, 'ipv6'); // unique local
PRIVATE.addSubnet('2001:db8::', 32, 'ipv6'); // documentation

/** The IPv4 address an IPv6 one carries (::ffff:a.b.c.d mapped, 64:ff9b::/96 NAT64), if any. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(lower);
  if (dotted) return dotted[1]!;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return null;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Why the registry will not post to this address, or null when it may. */
export function refusedAddress(address: string, allowPrivate: boolean): string | null {
  const family = isIP(address);
  if (family === 0) return `${address} is not an IP address`;
  const v4 = family === 6 ? embeddedIpv4(address) : address;
  const [judged, type] = v4 ? [v4, 'ipv4' as const] : [address, 'ipv6' as const];
  if (ALWAYS_REFUSED.check(judged, type)) return `${address} is a link-local, metadata or reserved address`;
  if (!allowPrivate && PRIVATE.check(judged, type))
    return `${address} is a loopback or private network address`;
  return null;
}

/** A resolver as node:dns/promises' lookup answers with `all: true` (a test passes its own answers). */
export type Resolve = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const resolveWithDns: Resolve = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** An address the delivery may connect to, with the family node's socket needs. */
export interface JudgedAddress {
  address: string;
  family: 4 | 6;
}

/** A delivery the guard refused: recorded as a failed try, never sent. */
export class RefusedDestination extends Error {}

/**
 * The address a delivery to this URL connects to: its host resolved now, every answer judged (one refused
 * address refuses the name: it may answer with it next time), the first answer taken. Opens no connection.
 */
export async function judgeDestination(
  url: URL,
  allowPrivate: boolean,
  resolve: Resolve = resolveWithDns,
): Promise<JudgedAddress> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const literal = isIP(host);
  const answers = literal
    ? [{ address: host, family: literal }]
    : await resolve(host).catch((error: NodeJS.ErrnoException) => {
        throw new RefusedDestination(`${host} could not be resolved (${error.code ?? error.message})`);
      });
  if (answers.length === 0) throw new RefusedDestination(`${host} resolves to no address`);
  for (const { address } of answers) {
    const refusal = refusedAddress(address, allowPrivate);
    if (refusal) throw new RefusedDestination(literal ? refusal : `${host} resolves to ${refusal}`);
  }
  const first = answers[0]!;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
