import { useCallback, useRef, useState } from 'react';

/**
 * The recording's state for the page: where playback is (the transcript follows it) and whether it
 * plays. The <audio> element is the one source; this only mirrors its events.
 */
export function useCallPlayer() {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [currentTime, setCurrentTime] = useState(0);
  const [playing, setPlaying] = useState(false);

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

  const audioProps = {
    ref: audioRef,
    onTimeUpdate: () => setCurrentTime(audioRef.current?.currentTime ?? 0),
    onSeeked: () => setCurrentTime(audioRef.current?.currentTime ?? 0),
    onPlay: () => setPlaying(true),
    onPause: () => setPlaying(false),
    onEnded: () => setPlaying(false),
  };

  return { audioProps, currentTime, playing, seek, toggle };
}

export type AudioProps = ReturnType<typeof useCallPlayer>['audioProps'];
