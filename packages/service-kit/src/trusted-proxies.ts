import { BlockList, isIP } from 'node:net';

/** The default: a gateway on the same machine. */
export const LOOPBACK_PROXIES = '127.0.0.1/8,::1';

/** `::ffff:10.0.0.1` (an IPv4 peer of a dual-stack socket) is the IPv4 address 10.0.0.1. */
const unmapped = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

function entriesOf(list: string): string[] {
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function addEntry(blockList: BlockList, entry: string): void {
  const [address = '', prefix] = entry.split('/');
  const family = isIP(address);
  if (!family) throw new Error(`"${entry}" is not an IP address or CIDR range`);
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (prefix === undefined) return blockList.addAddress(address, type);
  const bits = Number(prefix);
  if (!/^\d+$/.test(prefix) || bits > (family === 4 ? 32 : 128)) throw new Error(`"${entry}" has no valid prefix length`);
  blockList.addSubnet(address, bits, type);
}

/** Why a TRUSTED_PROXIES list (addresses and CIDR ranges, comma-separated) is invalid, or undefined when it is valid. */
export function trustedProxiesProblem(list: string): string | undefined {
  try {
    for (const entry of entriesOf(list)) addEntry(new BlockList(), entry);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/** How many peers' answers a matcher keeps (a service reached directly by many clients starts over beyond it). */
const MAX_KNOWN_PEERS = 1024;

/** Whether a peer's address is one of the trusted proxies (addresses and CIDR ranges, comma-separated). */
export function trustedProxyMatcher(list: string): (address: string | undefined) => boolean {
  const blockList = new BlockList();
  for (const entry of entriesOf(list)) addEntry(blockList, entry);
  // Peers are few (the gateway's replicas): each one's answer is kept, so a request costs a map lookup.
  const known = new Map<string, boolean>();
  return (address) => {
    if (!address) return false;
    let trusted = known.get(address);
    if (trusted === undefined) {
      const peer = unmapped(address);
      const family = isIP(peer);
      trusted = family !== 0 && blockList.check(peer, family === 4 ? 'ipv4' : 'ipv6');
      if (known.size >= MAX_KNOWN_PEERS) known.clear();
      known.set(address, trusted);
    }
    return trusted;
  };
}
