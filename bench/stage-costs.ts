import { parseTranscript, rooms } from '../api/src/contracts/index.ts';
import { createPool } from '../api/src/platform/db/pool.ts';
import { createEmitter } from '../api/src/platform/realtime/realtime-backend.ts';
import { redactTranscriptDocument } from '../api/src/modules/redaction/redact-transcript.ts';
import { loadScriptedCalls, scriptedCallId, transcriptOf } from '../scripts/lib/call-fixtures.ts';
import { callLanguage } from '../worker/src/classifier/call-language.ts';
import { classifyCall } from '../worker/src/classifier/classify-call.ts';
import { buildCallLog, type CallLogValues } from '../worker/src/jobs/call-ingest/build-call-log.ts';
import { upsertCallLogs } from '../api/src/modules/call-logs/ingest-upsert.repo.ts';
import { storedTranscript } from '../worker/src/jobs/call-ingest/provider-text.ts';
import { alertCalls } from '../worker/src/jobs/call-alerts/record-alerts.ts';
import { detectKnowledgeGaps } from '../worker/src/jobs/knowledge-gaps/detect-gaps.ts';
import { callsWithGapQuestions, recordCallGaps } from '../worker/src/jobs/knowledge-gaps/knowledge-gaps.repo.ts';
import { questionKey } from '../worker/src/jobs/knowledge-gaps/question-key.ts';
import type { WorkerContext } from '../worker/src/worker-context.ts';
import { createBenchHotel, type BenchEnv } from './harness.ts';
import { cpuSecondsOf } from './process-cpu.ts';

export interface StageCost {
  stage: string;
  /** CPU µs per call in the process running the stage (the worker's share). */
  nodeMicros: number;
  /** CPU µs per call of the Postgres backend serving it (triggers included). */
  postgresMicros: number;
}

/** The batch size of the worker's micro-batched writes under load (WORKER_CONCURRENCY=32). */
const batchSize = 32;

/**
 * What each stage of a call's ingest costs, per call: the worker's functions run here over the
 * ingest bench's scripted calls, timed by this process' CPU (process.cpuUsage), and the database
 * stages by the CPU of the one Postgres backend that runs them (/proc), so the machine's load
 * inflates neither. Rollups are the row write with the rollup triggers on, less the same write
 * with them off.
 */
export async function benchStageCosts(env: BenchEnv & { calls: number }): Promise<StageCost[]> {
  const scripted = loadScriptedCalls();
  const bytes = Array.from({ length: env.calls }, (_, i) => transcriptOf(scripted[i % scripted.length]!));
  const redaction = { keepLast4: false };
  const nodeCost = (run: (i: number) => unknown) => {
    for (let i = 0; i < Math.min(200, env.calls); i++) run(i);
    const before = process.cpuUsage();
    for (let i = 0; i < env.calls; i++) run(i);
    const used = process.cpuUsage(before);
    return (used.user + used.system) / env.calls;
  };
  const items = bytes.map((b) => parseTranscript(b));
  const languages = items.map((turns) => callLanguage(turns).language);
  const costs: StageCost[] = [
    { stage: 'parse', nodeMicros: nodeCost((i) => parseTranscript(bytes[i]!)), postgresMicros: 0 },
    {
      stage: 'redaction (document, then turns)',
      nodeMicros: nodeCost((i) => {
        redactTranscriptDocument(bytes[i]!, redaction);
        storedTranscript(items[i]!, redaction);
      }),
      postgresMicros: 0,
    },
    { stage: 'language', nodeMicros: nodeCost((i) => callLanguage(items[i]!)), postgresMicros: 0 },
    { stage: 'classification', nodeMicros: nodeCost((i) => classifyCall(items[i]!, languages[i]!)), postgresMicros: 0 },
  ];

  const pool = createPool(env.databaseUrl, 1);
  try {
    const backend = (await pool.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    const dbCost = async (run: (batch: number[]) => Promise<unknown>, calls = env.calls) => {
      const node = process.cpuUsage();
      const postgres = cpuSecondsOf(backend)!;
      for (let from = 0; from < calls; from += batchSize)
        await run(Array.from({ length: Math.min(batchSize, calls - from) }, (_, k) => from + k));
      const used = process.cpuUsage(node);
      return { node: (used.user + used.system) / calls, postgres: ((cpuSecondsOf(backend)! - postgres) * 1e6) / calls };
    };
    const hotelId = await createBenchHotel(pool, 'Stage costs');
    const valuesOf = (prefix: string) =>
      bytes.map((b, i) =>
        buildCallLog(
          hotelId,
          scriptedCallId(prefix, scripted[i % scripted.length]!.room, new Date(Date.UTC(2026, 0, 1) - i * 1000)),
          {
            transcript: {
              path: `t/${prefix}/${i}.json`,
              size: b.length,
              createdAt: new Date(),
              contentType: 'application/json',
              bytes: b,
            },
            recording: null,
            recordingSeconds: 60,
            facts: null,
            factPaths: [],
            providerAudio: false,
          },
        ),
      );
    const write = (values: CallLogValues[]) => (batch: number[]) =>
      upsertCallLogs(
        pool,
        batch.map((i) => values[i]!),
      );
    const rollupTriggers = (on: boolean) =>
      pool.query(
        `alter table public.call_logs ${on ? 'enable' : 'disable'} trigger call_rollups_insert, ${on ? 'enable' : 'disable'} trigger call_rollups_update`,
      );
    await rollupTriggers(false);
    const bare = await dbCost(write(valuesOf('bare')));
    await rollupTriggers(true);
    const values = valuesOf('full');
    const full = await dbCost(write(values));
    costs.push(
      { stage: 'row write with its triggers (rollups off)', nodeMicros: bare.node, postgresMicros: bare.postgres },
      {
        stage: 'rollups (their triggers)',
        nodeMicros: full.node - bare.node,
        postgresMicros: full.postgres - bare.postgres,
      },
    );

    // Gaps: detected in the ingest job; recorded (a job) only for calls with gaps or questions recorded before.
    const detected = values.map((v) => detectKnowledgeGaps(v.transcript));
    const gapsNode = nodeCost((i) =>
      detectKnowledgeGaps(values[i]!.transcript).map((gap) => questionKey(gap.question)),
    );
    const gaps = await dbCost(async (batch) => {
      await callsWithGapQuestions(
        pool,
        batch.map((i) => values[i]!),
      );
      for (const i of batch) {
        if (detected[i]!.length === 0) continue;
        const keyed = detected[i]!.map((gap) => ({ ...gap, questionKey: questionKey(gap.question) }));
        await recordCallGaps(pool, { hotelId, callId: values[i]!.callId, askedAt: values[i]!.startedAt }, keyed);
      }
    });
    costs.push({
      stage: 'gaps (detection; questions recorded when found)',
      nodeMicros: gapsNode + gaps.node,
      postgresMicros: gaps.postgres,
    });

    const emitter = createEmitter({
      kind: 'redis',
      redisUrl: env.redisUrl,
      channelPrefix: 'bench-stage-costs:socket.io',
    });
    try {
      const ctx = {
        pool,
        emitter,
        config: { publicUrl: 'http://localhost', alertsSigningSecret: 'bench-stage-costs', smtpUrl: undefined },
      } as unknown as WorkerContext;
      // The alert jobs of one micro-batch's calls run together, as the worker's alert jobs do.
      const alerts = await dbCost(async (batch) => {
        const alerted = batch.filter((i) => values[i]!.followUpReasons.length > 0);
        if (alerted.length > 0)
          await alertCalls(
            ctx,
            alerted.map((i) => ({ hotelId, callId: values[i]!.callId })),
          );
      });
      costs.push({ stage: 'alerts (calls with a reason)', nodeMicros: alerts.node, postgresMicros: alerts.postgres });
      const rows = await upsertCallLogs(
        pool,
        values.slice(0, 1).map((v) => ({ ...v, summary: 'changed' })),
      );
      const item = rows[0]!.item;
      costs.push({
        stage: 'socket publish (the worker side)',
        nodeMicros: nodeCost(() => emitter.toRoom(rooms.hotel(hotelId), 'call:upserted', item)),
        postgresMicros: 0,
      });
    } finally {
      await emitter.close();
    }
  } finally {
    await pool.end();
  }
  return costs;
}

/** The stage table, markdown. */
export function stageCostLines(costs: StageCost[]): string[] {
  const us = (n: number) => n.toFixed(0);
  const total = costs.reduce((sum, c) => ({ node: sum.node + c.nodeMicros, pg: sum.pg + c.postgresMicros }), {
    node: 0,
    pg: 0,
  });
  return [
    '| stage | worker CPU µs per call | Postgres CPU µs per call |',
    '| --- | ---: | ---: |',
    ...costs.map((c) => `| ${c.stage} | ${us(c.nodeMicros)} | ${us(c.postgresMicros)} |`),
    `| **sum of the stages** | **${us(total.node)}** | **${us(total.pg)}** |`,
  ];
}
