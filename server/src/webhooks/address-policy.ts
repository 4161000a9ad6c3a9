import ipaddr from 'ipaddr.js';

/**
 * Which addresses a webhook may connect to: public unicast only. Loopback, private, link-local,
 * multicast, unique-local, carrier-grade NAT, reserved and unspecified ranges are the portal's own
 * network or nobody's, and an IPv4-mapped IPv6 address is judged as the IPv4 address it carries.
 * Returns why an address is refused, or undefined when it may be used.
 */
export function addressRefusal(address: string): string | undefined {
  if (!ipaddr.isValid(address)) return `${address} is not an IP address`;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
  }
  const range = parsed.range();
  return range === 'unicast' ? undefined : `${address} is in a ${range} range`;
}

/** For a URL's host: the refusal of a literal address (IPv6 in brackets too); a name is not judged here. */
export function literalAddressRefusal(hostname: string): string | undefined {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) ? addressRefusal(bare) : undefined;
}
