import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { Pool } from '../../platform/db/pool.ts';
import { redactCardNumbers } from '../redaction/index.ts';
import type { BucketName, StoragePort } from '../../platform/storage/storage-port.ts';
import { csvLine, transcriptAsText } from '../../platform/csv.ts';
import { streamCallsForDataExport } from '../call-logs/index.ts';
import { exportKnowledgeFiles, exportReviews } from './export-data.repo.ts';

/** calls.csv of the export: the stored values as they are (times in UTC), one column per value. */
export const exportCallCsvColumns = [
  'call_id',
  'room_name',
  'started_at',
  'ended_at',
  'duration_seconds',
  'status',
  'turn_count',
  'transcript',
  'caller_number',
] as const;

/**
 * A hotel's data as one zip, produced while it is sent: calls.csv and calls.json are written a call
 * at a time from a cursor, and each transcript, recording and knowledge file is read from storage
 * only when the zip reaches it, so memory stays at one object whatever the hotel's size. Recordings
 * are stored, not compressed (Ogg is compressed already).
 */
export async function hotelExportZip(
  db: Pool,
  storage: StoragePort,
  hotelId: string,
  onObjectRead?: (done: number, total: number) => void,
): Promise<Readable> {
  const zip = new ZipFile();
  let objects = 0;
  let objectsRead = 0;
  // An entry's lines hold a database cursor while the zip reads them: when the zip is dropped (the
  // download was left), the entry being read is ended too, which hands its connection back.
  const reading = new Set<Readable>();
  zip.outputStream.once('close', () => reading.forEach((stream) => stream.destroy()));
  const fromGenerator = (name: string, lines: () => AsyncGenerator<string>) =>
    zip.addReadStreamLazy(name, (cb) => {
      const stream = Readable.from(lines(), { highWaterMark: 1 });
      reading.add(stream);
      stream.once('close', () => reading.delete(stream));
      cb(null, stream);
    });
  const fromStorage = (name: string, bucket: BucketName, path: string, compress = true) => {
    objects += 1;
    zip.addReadStreamLazy(name, { compress }, (cb) => {
      const read = (stream: Readable) => {
        objectsRead += 1;
        onObjectRead?.(objectsRead, objects);
        cb(null, stream);
      };
      storage.get(bucket, path).then(
        (bytes) => read(Readable.from([bytes])),
        // An object removed since the listing (retention, erasure) is left out, not an error.
        () => read(Readable.from([])),
      );
    });
  };

  zip.addBuffer(Buffer.from(readme), 'README.txt');
  fromGenerator('calls.csv', async function* () {
    yield csvLine([...exportCallCsvColumns]);
    for await (const call of streamCallsForDataExport(db, hotelId, true)) {
      yield csvLine([
        call.callId,
        call.roomName,
        call.startedAt,
        call.endedAt,
        call.durationSeconds,
        call.status,
        call.turnCount,
        redactCardNumbers(transcriptAsText(call.transcript ?? [])),
        call.callerNumber,
      ]);
    }
  });
  fromGenerator('calls.json', async function* () {
    yield '[\n';
    let first = true;
    for await (const { transcriptPath: _t, recordingPath: _r, ...call } of streamCallsForDataExport(
      db,
      hotelId,
      true,
    )) {
      yield `${first ? '' : ',\n'}${JSON.stringify(call)}`;
      first = false;
    }
    yield '\n]\n';
  });

  // Object names first (light rows), so each entry can be added before the zip is ended.
  for await (const call of streamCallsForDataExport(db, hotelId, false)) {
    if (call.transcriptPath) fromStorage(`transcripts/${call.callId}.json`, 'calls', call.transcriptPath);
    if (call.recordingPath) fromStorage(`recordings/${call.callId}.ogg`, 'calls', call.recordingPath, false);
  }
  zip.addBuffer(Buffer.from(JSON.stringify(await exportReviews(db, hotelId), null, 2)), 'reviews.json');
  const files = await exportKnowledgeFiles(db, hotelId);
  files.forEach((file, i) => fromStorage(`knowledge/${i + 1}-${file.fileName}`, 'knowledge', file.storagePath));
  zip.end();
  return zip.outputStream as Readable;
}

const readme = `HotelVoice export

calls.csv            one line per call (the call log's columns and the caller's number)
calls.json           the same calls with their transcripts as the call log shows them
transcripts/         the stored transcript of each call
recordings/          the recording of each call still kept (see the hotel's retention setting)
reviews.json         guest reviews
knowledge/           the hotel's own knowledge files

Card numbers were removed from transcripts before they were stored.
`;
