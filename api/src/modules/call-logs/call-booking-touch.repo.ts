import { callLogListColumns } from '../../contracts/call-log-projection.ts';
import type { CallLogListItem } from '../../contracts/call-logs.ts';
import type { Db } from '../../platform/db/pool.ts';

/**
 * The stored calls (list items) of a room name whose booking mark a booking step changed, to tell
 * open dashboards; none while the call is not in. updated_at moves so a dashboard catching up after
 * a reconnect (`since`) gets the new mark too.
 */
export async function touchCallsOfRoom(db: Db, hotelId: string, roomName: string): Promise<CallLogListItem[]> {
  const { rows } = await db.query<CallLogListItem>(
    `update public.call_logs c set updated_at = now() where c.hotel_id = $1 and c.room_name = $2
     returning ${callLogListColumns('c')}`,
    [hotelId, roomName],
  );
  return rows;
}
