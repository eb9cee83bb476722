import { isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (`::` expanded, an embedded IPv4 tail as two groups). */
function ipv6Groups(address: string): string[] {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const ipv4Tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (ipv4Tail) {
    const [a, b, c, d] = ipv4Tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, ipv4Tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...missing, ...tailGroups].map((group) => group.replace(/^0+(?=.)/, ''));
}

/**
 * The key limits count a client under: an IPv4 address as it is (also when written IPv4-mapped, `::ffff:a.b.c.d`),
 * an IPv6 address by its /64 network, since one subscriber is routinely given a whole /64 to pick addresses from.
 */
export function clientAddressKey(address: string): string {
  if (!isIPv6(address)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1] as string;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}
