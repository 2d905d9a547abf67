import { describe, expect, it } from 'vitest';
import {
  checkRecordingUrl,
  hostAllowed,
  isInternalAddress,
  RecordingRefused,
  type FetchPolicy,
} from './fetch-policy.ts';

const policy: FetchPolicy = {
  hosts: ['dxc03zgurdly9.cloudfront.net', '*.vapi.ai'],
  timeoutMs: 1000,
  maxBytes: 1024,
  allowLocal: false,
};

describe('recording fetch policy', () => {
  it('when a URL is https on an allowed host, then it passes', () => {
    expect(checkRecordingUrl('https://dxc03zgurdly9.cloudfront.net/a/recording.wav', policy).host).toBe(
      'dxc03zgurdly9.cloudfront.net',
    );
    expect(checkRecordingUrl('https://storage.vapi.ai/x.wav', policy).host).toBe('storage.vapi.ai');
  });

  it.each([
    ['http://dxc03zgurdly9.cloudfront.net/a.wav', /not https/],
    ['https://evil.example/a.wav', /not on the allow-list/],
    ['https://vapi.ai.evil.example/a.wav', /not on the allow-list/],
    ['https://user:pw@storage.vapi.ai/a.wav', /credentials/],
    ['https://127.0.0.1/a.wav', /not on the allow-list/],
    ['file:///etc/passwd', /not https/],
    ['not a url', /not a valid URL/],
  ])('when the URL is %s, then it is refused for good', (url, reason) => {
    expect(() => checkRecordingUrl(url, policy)).toThrow(RecordingRefused);
    expect(() => checkRecordingUrl(url, policy)).toThrow(reason);
  });

  it('when an allowed name is an internal address, then it is refused unless local fetching is allowed', () => {
    const withIp = { ...policy, hosts: ['127.0.0.1', '10.0.0.5'] };
    expect(() => checkRecordingUrl('https://127.0.0.1/a.wav', withIp)).toThrow(/private or loopback/);
    expect(() => checkRecordingUrl('https://10.0.0.5/a.wav', withIp)).toThrow(/private or loopback/);
    expect(checkRecordingUrl('http://127.0.0.1:9/a.wav', { ...withIp, allowLocal: true }).port).toBe('9');
  });

  it('when addresses are classified, then loopback, private, link-local and mapped ones are internal', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
    ])
      expect(isInternalAddress(address), address).toBe(true);
    for (const address of ['52.84.1.1', '2606:4700::1111', '8.8.8.8'])
      expect(isInternalAddress(address), address).toBe(false);
  });

  it('when a wildcard is given, then only true subdomains match', () => {
    expect(hostAllowed('storage.vapi.ai', ['*.vapi.ai'])).toBe(true);
    expect(hostAllowed('vapi.ai', ['*.vapi.ai'])).toBe(false);
    expect(hostAllowed('evilvapi.ai', ['*.vapi.ai'])).toBe(false);
  });
});
