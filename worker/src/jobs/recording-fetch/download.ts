import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { pipeline } from 'node:stream/promises';
import { checkRecordingUrl, isInternalAddress, RecordingRefused, type FetchPolicy } from './fetch-policy.ts';

export interface Downloaded {
  bytes: number;
  contentType: string | null;
}

const maxRedirects = 3;

/**
 * A DNS lookup that refuses internal addresses at connect time, so a public name that resolves to
 * 127.0.0.1 (or is re-pointed between check and connect) cannot reach inside.
 */
function guardedLookup(allowLocal: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const list = addresses as unknown as LookupAddress[];
      const usable = allowLocal ? list : list.filter((a) => !isInternalAddress(a.address));
      if (usable.length === 0) {
        return callback(new RecordingRefused('The recording host resolves to a private or loopback address.'), '', 4);
      }
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, usable);
      callback(null, usable[0]!.address, usable[0]!.family);
    });
  };
}

/**
 * Downloads a provider's recording into `file` under the policy: allowed https hosts only, at most
 * `maxBytes`, within `timeoutMs` overall, redirects followed only within the same host. A refusal
 * (RecordingRefused) is final; anything else (timeout, 5xx, a reset) is worth another try.
 */
export async function downloadRecording(raw: string, file: string, policy: FetchPolicy): Promise<Downloaded> {
  const signal = AbortSignal.timeout(policy.timeoutMs);
  let url = checkRecordingUrl(raw, policy);
  const host = url.host;
  for (let hop = 0; hop <= maxRedirects; hop++) {
    const response = await request(url, policy, signal);
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume();
      const target = new URL(response.headers.location, url);
      if (target.host !== host)
        throw new RecordingRefused(`The recording URL redirects to another host (${target.host}).`);
      url = checkRecordingUrl(target.toString(), policy);
      continue;
    }
    if (status >= 500 || status === 429 || status === 408) {
      response.resume();
      throw new Error(`The recording server answered ${status}.`);
    }
    if (status !== 200) {
      response.resume();
      throw new RecordingRefused(`The recording server answered ${status}.`);
    }
    const declared = Number(response.headers['content-length'] ?? 0);
    if (declared > policy.maxBytes) {
      response.destroy();
      throw tooLarge(policy);
    }
    let bytes = 0;
    await pipeline(
      response,
      async function* (source: AsyncIterable<Buffer>) {
        for await (const chunk of source) {
          bytes += chunk.length;
          if (bytes > policy.maxBytes) throw tooLarge(policy);
          yield chunk;
        }
      },
      fs.createWriteStream(file, { mode: 0o600 }),
      { signal },
    ).catch((error: unknown) => {
      if (signal.aborted) throw timedOut(policy);
      throw error;
    });
    return { bytes, contentType: response.headers['content-type']?.split(';')[0]?.trim() ?? null };
  }
  throw new RecordingRefused('The recording URL redirects too often.');
}

function request(url: URL, policy: FetchPolicy, signal: AbortSignal): Promise<http.IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.get(url, { lookup: guardedLookup(policy.allowLocal), signal, headers: { accept: 'audio/*' } });
    req.on('response', resolve);
    req.on('error', (error) => reject(signal.aborted ? timedOut(policy) : error));
  });
}

const tooLarge = (policy: FetchPolicy) =>
  new RecordingRefused(`The recording is larger than ${Math.round(policy.maxBytes / 1024 / 1024)} MB.`);
const timedOut = (policy: FetchPolicy) =>
  new Error(`The recording download took longer than ${Math.round(policy.timeoutMs / 1000)} s.`);
