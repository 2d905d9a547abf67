import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { KnowledgeFile, KnowledgeFileEvent } from '@hotelvoice/api/contracts';
import { knowledgeKeys, mergeKnowledgeFile } from './knowledge-file-cache.ts';

const hotelId = 'b5e0c6a2-3f4d-4e8a-9c1b-2d7f6a5e4c3b';
const key = knowledgeKeys.list(hotelId);

const row = (knowledgeFileId: string, status: KnowledgeFile['status'] = 'queued'): KnowledgeFile => ({
  knowledgeFileId,
  hotelId,
  isGeneral: false,
  fileName: `${knowledgeFileId}.txt`,
  sizeBytes: 10,
  status,
  failureReason: null,
  chunkCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const event = (knowledgeFileId: string): KnowledgeFileEvent => ({
  knowledgeFileId,
  hotelId,
  status: 'ready',
  failureReason: null,
  chunkCount: 3,
});

function cached(files: KnowledgeFile[]) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(key, files);
  return queryClient;
}

describe('mergeKnowledgeFile', () => {
  it('when an event names a listed file, then that file takes its status and the rest stay', () => {
    const queryClient = cached([row('a'), row('b')]);
    mergeKnowledgeFile(queryClient, hotelId, event('b'));
    expect(queryClient.getQueryData(key)).toEqual([row('a'), { ...row('b'), status: 'ready', chunkCount: 3 }]);
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(false);
  });

  it('when an event names a file the list lacks, then the list is reloaded', () => {
    const queryClient = cached([row('a')]);
    mergeKnowledgeFile(queryClient, hotelId, event('b'));
    expect(queryClient.getQueryData(key)).toEqual([row('a')]);
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });

  it('when an upload answers a new row, then it goes on top without a reload', () => {
    const queryClient = cached([row('a')]);
    mergeKnowledgeFile(queryClient, hotelId, row('b'));
    expect(queryClient.getQueryData(key)).toEqual([row('b'), row('a')]);
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(false);
  });

  it('when an upload answers a row the list already has, then the listed, newer row stays', () => {
    const queryClient = cached([row('b', 'processing')]);
    mergeKnowledgeFile(queryClient, hotelId, row('b'));
    expect(queryClient.getQueryData(key)).toEqual([row('b', 'processing')]);
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(false);
  });

  it('when an upload answers while the list is being read, then the list is reloaded instead', () => {
    const queryClient = cached([row('a')]);
    void queryClient.fetchQuery({ queryKey: key, queryFn: () => new Promise<KnowledgeFile[]>(() => undefined) });
    expect(queryClient.getQueryState(key)?.fetchStatus).toBe('fetching');
    mergeKnowledgeFile(queryClient, hotelId, row('b'));
    expect(queryClient.getQueryData(key)).toEqual([row('a')]);
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });
});
