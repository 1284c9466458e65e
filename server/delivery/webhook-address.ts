import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where a webhook may point: never at this server's own network (loopback, private ranges,
 * link-local, cloud metadata at 169.254.169.254 and fd00:ec2::254, multicast, reserved), unless
 * WATCHFLOOR_WEBHOOK_ALLOW names the host. Checked when a watch is saved and again, on the
 * addresses actually connected to, at each send (webhook-send.ts), against DNS rebinding.
 */

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address is one a webhook must not reach. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  // IPv4-mapped (::ffff:10.0.0.1) and IPv4-compatible forms: judge the IPv4 address inside.
  const mapped = /^::(ffff:)?(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[2]!, 'ipv4');
  const hexMapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (hexMapped) {
    const high = parseInt(hexMapped[1]!, 16);
    const low = parseInt(hexMapped[2]!, 16);
    return blocked.check(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`, 'ipv4');
  }
  return blocked.check(address, 'ipv6');
}

/** The host as written in a URL, without IPv6 brackets, lower case. */
export const hostOf = (url: URL) => url.hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');

export const isAllowedHost = (host: string, allow: readonly string[]) => allow.includes(host);

export type AddressVerdict = { ok: true } | { ok: false; reason: string };

/**
 * Checks where a webhook URL leads now: its host must resolve, and to public addresses only
 * (or be listed in `allow`). The message is one to show the person saving the watch.
 */
export async function checkWebhookUrl(
  value: string,
  allow: readonly string[],
): Promise<AddressVerdict> {
  const url = new URL(value);
  const host = hostOf(url);
  if (isAllowedHost(host, allow)) return { ok: true };
  if (host === 'localhost' || host.endsWith('.localhost')) {
    return { ok: false, reason: 'This address is this server’s own (localhost): not allowed.' };
  }
  let addresses: string[];
  if (isIP(host)) {
    addresses = [host];
  } else {
    try {
      addresses = (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
    } catch {
      return { ok: false, reason: `No address was found for ${host}.` };
    }
  }
  if (addresses.some(isPrivateAddress)) {
    return {
      ok: false,
      reason:
        'This address leads to a private, loopback, link-local or metadata address: not allowed (an administrator may list the host in WATCHFLOOR_WEBHOOK_ALLOW).',
    };
  }
  return { ok: true };
}
