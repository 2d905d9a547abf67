import { useQuery } from '@tanstack/react-query';

export interface DemoTurn {
  role: 'assistant' | 'user';
  text: string;
  /** Seconds from the start of the recording at which this turn begins. */
  start: number;
}

export interface DemoTranscript {
  assistantName: string;
  duration: number;
  turns: DemoTurn[];
}

/** The scripted call's turns, written by scripts/make-demo-audio.sh beside the recording. */
export async function getDemoTranscript(): Promise<DemoTranscript> {
  const res = await fetch('/demo/demo-call.json');
  if (!res.ok) throw new Error(`API request failed with status ${res.status}`);
  return (await res.json()) as DemoTranscript;
}

/** Fetched once the visitor presses play (`enabled`): the landing page loads none of the call up front. */
export function useDemoTranscript(enabled: boolean) {
  return useQuery({ queryKey: ['demo-transcript'], queryFn: getDemoTranscript, staleTime: Infinity, enabled });
}
