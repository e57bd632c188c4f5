import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP } from "node:net";

/**
 * Where a webhook may not go: the server's own machine and networks (loopback, private, link-local
 * — cloud metadata sits at 169.254.169.254 — carrier-grade NAT, multicast, reserved). An owner's
 * URL is an instruction to our server to open a connection, so it must not reach what only the
 * server can reach.
 */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const) {
  PRIVATE.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 127],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  PRIVATE.addSubnet(network, prefix, "ipv6");
}
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");

/** Which addresses a process may send to: development and test servers may reach their own machine. */
export interface AddressPolicy {
  allowLoopback: boolean;
}

/** An IPv4 address written as IPv6 (`::ffff:10.0.0.1`) is judged as the IPv4 address it is. */
function unmapped(address: string): { address: string; family: "ipv4" | "ipv6" } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return { address: mapped[1], family: "ipv4" };
  return { address, family: isIP(address) === 6 ? "ipv6" : "ipv4" };
}

export function isAllowedAddress(address: string, policy: AddressPolicy): boolean {
  const { address: plain, family } = unmapped(address);
  if (policy.allowLoopback && LOOPBACK.check(plain, family)) return true;
  return !PRIVATE.check(plain, family);
}

const LOOPBACK_NAMES = new Set(["localhost", "localhost."]);

/**
 * Whether a URL (already a well-formed http(s) address, per the contract) may be saved: https to
 * a host that is not a private address; http, and loopback, only where the policy allows them
 * (a development or test server, for a receiver on its own machine). Names are checked again at
 * every send, on the address they resolve to then.
 */
export function isAllowedWebhookUrl(value: string, policy: AddressPolicy): boolean {
  const url = new URL(value);
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  const loopback = LOOPBACK_NAMES.has(host) || (isIP(host) !== 0 && LOOPBACK.check(...loopbackArgs(host)));
  if (loopback) return policy.allowLoopback;
  if (url.protocol !== "https:") return false;
  if (isIP(host) !== 0) return isAllowedAddress(host, policy);
  // A bare name (no dot) resolves on the server's own network, never on the internet.
  return host.includes(".") && !host.endsWith(".local") && !host.endsWith(".internal");
}

function loopbackArgs(host: string): [string, "ipv4" | "ipv6"] {
  const { address, family } = unmapped(host);
  return [address, family];
}

/** Refused at send time: the name resolved to an address the server may not reach. */
export class AddressNotAllowedError extends Error {
  readonly code = "ADDRESS_NOT_ALLOWED";
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for node's http client that resolves the name and refuses a private address: the
 * check runs on the very address the connection then opens, so a name that resolves to a public
 * address when saved and to the server's network at send time (DNS rebinding) is still refused.
 */
export function guardedLookup(policy: AddressPolicy) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = addresses.find((each) => !isAllowedAddress(each.address, policy));
      if (refused || addresses.length === 0) {
        return callback(new AddressNotAllowedError(`${hostname} resolves to a private address`), []);
      }
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      return callback(null, first?.address ?? "", first?.family);
    });
  };
}
