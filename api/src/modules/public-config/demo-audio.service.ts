import { AppError } from '../../platform/errors/app-error.ts';

export interface DemoAudioSource {
  apiKey: string;
  conversationId: string;
}

export interface DemoAudio {
  body: Buffer;
  contentType: string;
}

export const demoAudioProviderBase = 'https://api.elevenlabs.io/v1/convai/conversations';

/**
 * Fetches the demo conversation's recording from the voice provider with the server-side key, so
 * the key never reaches a browser (spec §7 calls the embedded key a security problem). The
 * recording never changes, so the first good answer is kept in memory.
 */
export function createDemoAudioService(source: DemoAudioSource, fetchFn: typeof fetch = fetch) {
  let cached: Promise<DemoAudio> | null = null;

  async function download(): Promise<DemoAudio> {
    const url = `${demoAudioProviderBase}/${encodeURIComponent(source.conversationId)}/audio`;
    let res: Response;
    try {
      res = await fetchFn(url, { headers: { 'xi-api-key': source.apiKey }, signal: AbortSignal.timeout(15_000) });
    } catch {
      throw new AppError('service_unavailable', 'Failed to load audio');
    }
    if (!res.ok) throw new AppError('service_unavailable', `API request failed with status ${res.status}`);
    return {
      body: Buffer.from(await res.arrayBuffer()),
      contentType: res.headers.get('content-type') ?? 'audio/mpeg',
    };
  }

  return {
    get(): Promise<DemoAudio> {
      cached ??= download().catch((error: unknown) => {
        cached = null;
        throw error;
      });
      return cached;
    },
  };
}
