import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { callResolutions, callTopics, type CallResolution, type CallTopic } from '@hotelvoice/api/contracts';
import type { ClassifierTurn } from './classify-call.ts';

export interface LabelledCall {
  id: string;
  language: string;
  resolution: CallResolution;
  topics: CallTopic[];
  sentiment: 'positive' | 'neutral' | 'negative';
  turns: ClassifierTurn[];
  /** Every third fixture is held out: the rules were never looked at against it. */
  heldOut: boolean;
}

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

/** The labelled transcripts of fixtures/*.txt (one call a line: lang | outcome | topics | sentiment | turns). */
export function loadLabelledCalls(): LabelledCall[] {
  const calls: LabelledCall[] = [];
  for (const file of fs
    .readdirSync(folder)
    .filter((f) => f.endsWith('.txt'))
    .sort()) {
    const lines = fs.readFileSync(path.join(folder, file), 'utf8').split('\n');
    lines.forEach((line, index) => {
      if (!line.trim() || line.startsWith('#')) return;
      const [language, resolution, topics, sentiment, ...rest] = line.split('|');
      if (!callResolutions.includes(resolution as CallResolution))
        throw new Error(`${file}:${index + 1}: outcome ${resolution}`);
      const topicList = topics!.split(',').filter(Boolean) as CallTopic[];
      for (const t of topicList) if (!callTopics.includes(t)) throw new Error(`${file}:${index + 1}: topic ${t}`);
      const turns = rest
        .join('|')
        .split(' / ')
        .map((turn) => turn.trim())
        .map((turn) => ({ role: turn.startsWith('U:') ? 'user' : 'assistant', text: turn.slice(2).trim() }));
      calls.push({
        id: `${file}:${index + 1}`,
        language: language!,
        resolution: resolution as CallResolution,
        topics: topicList,
        sentiment: sentiment as LabelledCall['sentiment'],
        turns,
        heldOut: calls.length % 3 === 2,
      });
    });
  }
  return calls;
}
