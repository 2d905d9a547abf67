import { useCallback, useRef, useState } from 'react';

/**
 * The recording's state for the page: where playback is (the transcript follows it) and whether it
 * plays. The <audio> element is the one source; this only mirrors its events.
 */
export function useCallPlayer() {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [currentTime, setCurrentTime] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [rate, setRate] = useState<PlaybackRate>(1);

  const seek = useCallback((seconds: number, play = true) => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.currentTime = seconds;
    setCurrentTime(seconds);
    if (play) void audio.play().catch(() => undefined);
  }, []);

  const toggle = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) void audio.play().catch(() => undefined);
    else audio.pause();
  }, []);

  /** 1× → 1.5× → 2× → 1×; the element keeps its pitch (the browser's default). */
  const nextRate = useCallback(() => {
    setRate((current) => {
      const next = playbackRates[(playbackRates.indexOf(current) + 1) % playbackRates.length]!;
      if (audioRef.current) audioRef.current.playbackRate = next;
      return next;
    });
  }, []);

  const audioProps = {
    ref: audioRef,
    onTimeUpdate: () => setCurrentTime(audioRef.current?.currentTime ?? 0),
    onSeeked: () => setCurrentTime(audioRef.current?.currentTime ?? 0),
    onPlay: () => setPlaying(true),
    onPause: () => setPlaying(false),
    onEnded: () => setPlaying(false),
  };

  return { audioProps, currentTime, playing, seek, toggle, rate, nextRate };
}

export const playbackRates = [1, 1.5, 2] as const;
export type PlaybackRate = (typeof playbackRates)[number];

export type AudioProps = ReturnType<typeof useCallPlayer>['audioProps'];
