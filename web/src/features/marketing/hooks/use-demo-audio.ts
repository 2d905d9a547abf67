import { useCallback, useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { trackSiteEvent } from '../../../lib/site-events.ts';

export type DemoAudioStatus = 'idle' | 'loading' | 'ready' | 'error';

const failedToLoad = 'Failed to load audio';

/**
 * Downloads the recording into an object URL on the first play (so the landing page stays light
 * until someone listens) and reports the player state of spec §4: not playing or playing.
 */
async function download(url: string): Promise<string> {
  const res = await fetch(url);
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new Error(body?.error?.message ?? `API request failed with status ${res.status}`);
  }
  return URL.createObjectURL(await res.blob());
}

export function useDemoAudio(audioUrl: string | undefined) {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const objectUrl = useRef<string | null>(null);
  const [status, setStatus] = useState<DemoAudioStatus>('idle');
  const [error, setError] = useState('');
  const [playing, setPlaying] = useState(false);
  const [started, setStarted] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState<number | null>(null);

  useEffect(
    () => () => {
      if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    },
    [],
  );

  /** Spec §8: 'Error: ' plus the message when there is one, else 'Failed to load audio'. */
  const fail = useCallback((message: string) => {
    setStatus('error');
    setError(message ? `Error: ${message}` : failedToLoad);
    setPlaying(false);
  }, []);

  const toggle = useCallback(async () => {
    const audio = audioRef.current;
    if (!audio || !audioUrl || status === 'loading') return;
    if (playing) {
      audio.pause();
      return;
    }
    if (!started) trackSiteEvent('demo_play_started');
    setStarted(true);
    if (!objectUrl.current) {
      setStatus('loading');
      try {
        objectUrl.current = await download(audioUrl);
      } catch (caught) {
        fail(caught instanceof Error ? caught.message : '');
        return;
      }
      audio.src = objectUrl.current;
    }
    setStatus('ready');
    setError('');
    try {
      await audio.play();
    } catch (caught) {
      // The browser refused or could not decode; AbortError only means a pause came first.
      if (!(caught instanceof DOMException && caught.name === 'AbortError')) fail('');
    }
  }, [audioUrl, fail, playing, started, status]);

  const audioProps = {
    ref: audioRef,
    preload: 'none' as const,
    onPlay: () => setPlaying(true),
    onPause: () => setPlaying(false),
    onEnded: () => {
      setPlaying(false);
      trackSiteEvent('demo_play_finished');
    },
    onTimeUpdate: (event: SyntheticEvent<HTMLAudioElement>) => setCurrentTime(event.currentTarget.currentTime),
    onLoadedMetadata: (event: SyntheticEvent<HTMLAudioElement>) => {
      const value = event.currentTarget.duration;
      if (Number.isFinite(value) && value > 0) setDuration(value);
    },
    onError: () => {
      if (objectUrl.current) fail('');
    },
  };

  return { audioProps, status, error, playing, started, currentTime, duration, toggle };
}
