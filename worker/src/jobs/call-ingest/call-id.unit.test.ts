import { describe, expect, it } from 'vitest';
import { roomNameOf, startFromCallId } from './call-id.ts';

describe('call ids', () => {
  it('when the id follows <prefix>_{room}_{date}_{time}, then the room name drops the last two parts', () => {
    expect(roomNameOf('agent_room-214_20250303_101500')).toBe('agent_room-214');
    expect(roomNameOf('lobby_20250303_101500')).toBe('lobby');
    expect(roomNameOf('plainid')).toBe('plainid');
  });

  it('when the id ends in a valid stamp, then it is the UTC start; otherwise null', () => {
    expect(startFromCallId('agent_lobby_20250303_101500')?.toISOString()).toBe('2025-03-03T10:15:00.000Z');
    expect(startFromCallId('agent_lobby_20251340_101500')).toBeNull();
    expect(startFromCallId('conv_abc123')).toBeNull();
  });
});
