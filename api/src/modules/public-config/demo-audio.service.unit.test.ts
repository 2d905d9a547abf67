import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../platform/errors/app-error.ts';
import { createDemoAudioService, demoAudioProviderBase } from './demo-audio.service.ts';

const source = { apiKey: 'sk-key', conversationId: 'conv/1' };

describe('demo audio proxy', () => {
  it('when the provider answers, then the audio comes back and the key went only in the header', async () => {
    const fetchFn = vi.fn(
      async () => new Response(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'audio/mpeg' } }),
    );
    const audio = await createDemoAudioService(source, fetchFn as unknown as typeof fetch).get();
    expect([...audio.body]).toEqual([1, 2, 3]);
    expect(audio.contentType).toBe('audio/mpeg');
    const [url, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${demoAudioProviderBase}/conv%2F1/audio`);
    expect(new Headers(init.headers).get('xi-api-key')).toBe('sk-key');
  });

  it('when asked twice, then the provider is called once', async () => {
    const fetchFn = vi.fn(async () => new Response(new Uint8Array([9])));
    const service = createDemoAudioService(source, fetchFn as unknown as typeof fetch);
    await service.get();
    await service.get();
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it('when the provider fails, then the error names its status and the next call tries again', async () => {
    const fetchFn = vi
      .fn()
      .mockResolvedValueOnce(new Response('no', { status: 401 }))
      .mockResolvedValueOnce(new Response(new Uint8Array([7])));
    const service = createDemoAudioService(source, fetchFn as unknown as typeof fetch);
    const error = await service.get().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe('API request failed with status 401');
    expect([...(await service.get()).body]).toEqual([7]);
  });

  it('when the provider cannot be reached, then the error is "Failed to load audio"', async () => {
    const fetchFn = vi.fn().mockRejectedValue(new TypeError('fetch failed'));
    const error = await createDemoAudioService(source, fetchFn as unknown as typeof fetch)
      .get()
      .catch((e: unknown) => e);
    expect((error as AppError).message).toBe('Failed to load audio');
  });
});
