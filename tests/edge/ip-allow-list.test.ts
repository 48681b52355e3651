import { describe, expect, it } from 'vitest';
import { IpAllowList } from '../../src/server/edge/ip-allow-list.ts';

describe('IpAllowList', () => {
  const list = new IpAllowList(['203.0.113.7', '10.0.0.0/8', '2001:db8::/32', ' 192.0.2.1 ']);

  it('allows listed addresses and addresses inside listed ranges', () => {
    expect(list.allows('203.0.113.7')).toBe(true);
    expect(list.allows('10.200.3.4')).toBe(true);
    expect(list.allows('2001:db8:1::5')).toBe(true);
    expect(list.allows('192.0.2.1')).toBe(true);
  });

  it('refuses everything else, and anything that is not an address', () => {
    expect(list.allows('203.0.113.8')).toBe(false);
    expect(list.allows('11.0.0.1')).toBe(false);
    expect(list.allows('2001:db9::1')).toBe(false);
    expect(list.allows('not-an-ip')).toBe(false);
    expect(list.allows('')).toBe(false);
    expect(list.allows(undefined)).toBe(false);
  });

  it('treats an IPv4-mapped IPv6 address as the IPv4 address it carries', () => {
    expect(list.allows('::ffff:10.1.2.3')).toBe(true);
    expect(list.allows('::FFFF:203.0.113.7')).toBe(true);
    expect(list.allows('::ffff:11.1.2.3')).toBe(false);
  });

  it('refuses, at start, an entry that is neither an address nor a range', () => {
    expect(() => new IpAllowList(['10.0.0.0/33'])).toThrow('IP allow-list entry "10.0.0.0/33" is neither an IP address nor a CIDR range');
    expect(() => new IpAllowList(['office'])).toThrow(/"office"/);
    expect(() => new IpAllowList(['10.0.0.0/'])).toThrow(/"10.0.0.0\/"/);
    expect(() => new IpAllowList(['10.0.0.0/8/1'])).toThrow(/CIDR/);
    expect(() => new IpAllowList(['2001:db8::/129'])).toThrow(/CIDR/);
  });
});
