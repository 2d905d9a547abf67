import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { repoRoot } from '../../api/src/platform/paths.ts';

export interface ScriptedCall {
  name: string;
  room: string;
  turns: { role: 'assistant' | 'user'; text: string }[];
  recording: Buffer;
}

const dir = path.join(repoRoot, 'scripts', 'fixtures', 'calls');

/** The scripted conversations and their recordings (made by scripts/make-call-recordings.sh). */
export function loadScriptedCalls(): ScriptedCall[] {
  const list = JSON.parse(fs.readFileSync(path.join(dir, 'conversations.json'), 'utf8')) as Omit<
    ScriptedCall,
    'recording'
  >[];
  return list.map((call) => ({ ...call, recording: fs.readFileSync(path.join(dir, `${call.name}.ogg`)) }));
}

/** The spec's transcript format, with each turn's offset in seconds. */
export function transcriptOf(call: ScriptedCall): Buffer {
  let offset = 0;
  return Buffer.from(
    JSON.stringify(
      call.turns.map((turn) => {
        const item = { role: turn.role, content: [turn.text], offset };
        offset += Math.round(turn.text.length / 14);
        return item;
      }),
    ),
  );
}

/** `<prefix>_{room}_{YYYYmmdd}_{HHMMSS}`, as voice agents name their files. */
export function scriptedCallId(prefix: string, room: string, startedAt: Date): string {
  const iso = startedAt.toISOString();
  const stamp = `${iso.slice(0, 10).replace(/-/g, '')}_${iso.slice(11, 19).replace(/:/g, '')}`;
  return `${prefix}-${randomBytes(3).toString('hex')}_${room}_${stamp}`;
}

export function multipartBody(fields: Record<string, string>, files: Record<string, { body: Buffer; type: string }>) {
  const boundary = `hv${randomBytes(12).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [name, file] of Object.entries(files)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.body,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
