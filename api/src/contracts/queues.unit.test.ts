import { describe, expect, it } from 'vitest';
import { callIdPattern, callIngestJobId, callObjectPaths } from './index.ts';

describe('call contracts shared by the api and the worker', () => {
  it('when a call id is checked, then only letters, digits, ".", "_" and "-" up to 200 characters pass', () => {
    for (const ok of ['call-1a2b_lobby_20250303_101500', 'a', 'x.y_z-1', 'c'.repeat(200)]) {
      expect(callIdPattern.test(ok), ok).toBe(true);
    }
    for (const bad of ['', '../etc', 'a/b', 'a:b', 'a b', 'ä', 'c'.repeat(201), 'a\0b']) {
      expect(callIdPattern.test(bad), bad).toBe(false);
    }
  });

  it("when a call's objects are placed, then both sit under the hotel, named by the call id", () => {
    const hotelId = '6f1c2f9e-8a43-4c1e-9a55-1f0d8d0c2b11';
    expect(callObjectPaths(hotelId, 'c1_lobby_20250303_101500')).toEqual({
      transcript: `hotels/${hotelId}/transcripts/c1_lobby_20250303_101500.json`,
      recording: `hotels/${hotelId}/recordings/c1_lobby_20250303_101500.ogg`,
      facts: {
        started: `hotels/${hotelId}/facts/c1_lobby_20250303_101500.started.json`,
        conversation: `hotels/${hotelId}/facts/c1_lobby_20250303_101500.conversation.json`,
        ended: `hotels/${hotelId}/facts/c1_lobby_20250303_101500.ended.json`,
        analysis: `hotels/${hotelId}/facts/c1_lobby_20250303_101500.analysis.json`,
        recording: `hotels/${hotelId}/facts/c1_lobby_20250303_101500.recording.json`,
      },
    });
    expect(callIngestJobId({ hotelId, callId: 'c1' })).toBe(`${hotelId}_c1`);
  });
});
