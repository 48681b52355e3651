import { BlockList, isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';

type Family = 'ipv4' | 'ipv6';

const ENTRY = /^([^/]+)(?:\/(\d{1,3}))?$/;
const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;
const BRACKETED = /^\[([^\]]+)\](?::\d+)?$/;
const IPV4_WITH_PORT = /^(\d+\.\d+\.\d+\.\d+):\d+$/;

/** Addresses and CIDR ranges (`203.0.113.7`, `10.0.0.0/8`, `2001:db8::/32`) allowed to use the site. */
export class IpAllowList {
  #allowed = new BlockList();

  /** Throws on an entry that is neither an address nor a range: a typo must not pass unnoticed. */
  constructor(entries: readonly string[]) {
    for (const entry of entries) {
      const range = parseEntry(entry);
      if (range === undefined) {
        throw new Error(`IP allow-list entry "${entry}" is neither an IP address nor a CIDR range`);
      }
      if (range.bits === undefined) this.#allowed.addAddress(range.address, range.family);
      else this.#allowed.addSubnet(range.address, range.bits, range.family);
    }
  }

  allows(address: string | undefined): boolean {
    if (address === undefined) return false;
    const plain = address.replace(IPV4_MAPPED, '$1');
    const family = familyOf(plain);
    return family !== undefined && this.#allowed.check(plain, family);
  }
}

function parseEntry(entry: string): { address: string; family: Family; bits: number | undefined } | undefined {
  const match = ENTRY.exec(entry.trim());
  if (match === null) return undefined;
  const address = match[1]!.replace(IPV4_MAPPED, '$1');
  const family = familyOf(address);
  if (family === undefined) return undefined;
  const bits = match[2] === undefined ? undefined : Number(match[2]);
  if (bits !== undefined && bits > (family === 'ipv4' ? 32 : 128)) return undefined;
  return { address, family, bits };
}

function familyOf(address: string): Family | undefined {
  const version = isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : undefined;
}

/**
 * The client's address. With `trustProxy`, the right-most X-Forwarded-For entry: the one our
 * own proxy appended. Entries to its left were sent by the client and could be forged.
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string | undefined {
  const forwarded = trustProxy ? req.headers['x-forwarded-for'] : undefined;
  if (typeof forwarded !== 'string' || forwarded.trim() === '') return req.socket.remoteAddress;
  const last = forwarded.slice(forwarded.lastIndexOf(',') + 1).trim();
  // Some proxies write `203.0.113.7:51234` or `[2001:db8::1]:51234`.
  return BRACKETED.exec(last)?.[1] ?? IPV4_WITH_PORT.exec(last)?.[1] ?? last;
}
