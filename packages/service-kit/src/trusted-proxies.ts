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

/** Whether a peer's address is one of the trusted proxies (addresses and CIDR ranges, comma-separated). */
export function trustedProxyMatcher(list: string): (address: string | undefined) => boolean {
  const blockList = new BlockList();
  for (const entry of entriesOf(list)) addEntry(blockList, entry);
  return (address) => {
    if (!address) return false;
    const peer = unmapped(address);
    const family = isIP(peer);
    return family !== 0 && blockList.check(peer, family === 4 ? 'ipv4' : 'ipv6');
  };
}
