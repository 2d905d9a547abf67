import { BlockList, isIP } from 'node:net';
import { hostAllowed } from '@hotelvoice/api/platform/host-patterns';

export { hostAllowed };

export interface FetchPolicy {
  /** Host names, or `*.example.com` for any subdomain of example.com. */
  hosts: string[];
  timeoutMs: number;
  maxBytes: number;
  /** Local runs and tests only: http, and loopback or private addresses, are allowed too. */
  allowLocal: boolean;
}

/** A download that will never succeed, however often it is tried. */
export class RecordingRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RecordingRefused';
  }
}

/** Addresses a webhook must never make the worker reach: loopback, private, link-local and the like. */
const internal = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  internal.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  internal.addSubnet(net, prefix, 'ipv6');

export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return internal.check(address, 'ipv4');
  if (family !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return internal.check(mapped[1]!, 'ipv4');
  return internal.check(address, 'ipv6');
}

/** Refuses a URL the policy does not allow, before any connection is made. */
export function checkRecordingUrl(raw: string, policy: FetchPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new RecordingRefused('The recording URL is not a valid URL.');
  }
  if (url.protocol !== 'https:' && !(policy.allowLocal && url.protocol === 'http:')) {
    throw new RecordingRefused('The recording URL is not https.');
  }
  if (url.username || url.password) throw new RecordingRefused('The recording URL carries credentials.');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!hostAllowed(host, policy.hosts)) {
    throw new RecordingRefused(`The recording host ${host} is not on the allow-list (RECORDING_HOSTS).`);
  }
  if (isIP(host) && isInternalAddress(host) && !policy.allowLocal) {
    throw new RecordingRefused('The recording URL points to a private or loopback address.');
  }
  return url;
}
