import type { CallerGuest, CallerGuestStay } from '../../contracts/caller-thread.ts';
import { todayIn } from '../../contracts/insights-period.ts';
import type { Db } from '../../platform/db/pool.ts';
import { AppError, notFound } from '../../platform/errors/app-error.ts';
import type { Logger } from '../../platform/logger.ts';
import { createPmsAdapter, type PmsSettings, PmsError, readPmsCredentials, type PmsReservation } from '../pms/index.ts';
import type { CallerThreadService } from '../call-logs/caller-thread.service.ts';
import type { HotelsService } from '../hotels/hotels.service.ts';
import { pmsCooldown, type HotelLimits } from '../pms-tools/pms-tools.service.ts';
import { deleteGuestLookups, readGuestLookup, saveGuestLookup } from './caller-guest.repo.ts';

/**
 * Long enough that opening a thread's calls one after another asks the PMS once; short enough that
 * a booking made or changed a moment ago shows soon, and that a guest's name is not kept for long.
 */
export const guestLookupSeconds = 5 * 60;

/**
 * Lookups a hotel's dashboards may send its PMS per minute. Their own budget, apart from the agent's
 * tools: people opening calls must never use up what a live call needs.
 */
export const guestLookupLimit = { name: 'pms-guest-lookups', points: 60, durationSeconds: 60 };

export interface CallerGuestDeps {
  db: Db;
  hotels: HotelsService;
  threads: CallerThreadService;
  encryptionKey: Buffer;
  pms: PmsSettings;
  rateLimits: HotelLimits;
  logger: Logger;
}

const nothing = (lookup: Exclude<CallerGuest['lookup'], 'found'>): CallerGuest => ({ lookup, guest: null });

/** The stay to show: the one the guest is in now, else the next one. */
function stayToShow(stays: PmsReservation[], today: string): PmsReservation | null {
  const named = stays.filter((stay) => stay.guestName.trim() !== '');
  const sorted = [...named].sort((a, b) => a.arrival.localeCompare(b.arrival));
  return sorted.find((stay) => stay.arrival <= today) ?? sorted[0] ?? null;
}

function guestOf(stay: PmsReservation | null, today: string): NonNullable<CallerGuest['guest']> | null {
  if (!stay) return null;
  const shown: CallerGuestStay = {
    arrival: stay.arrival,
    departure: stay.departure,
    roomType: stay.roomType,
    inHouse: stay.arrival <= today && today < stay.departure,
  };
  return { name: stay.guestName.trim(), stay: shown };
}

/**
 * The guest behind a caller's number (issue #33, decision 093): the hotel's PMS is asked, through
 * the stored key, with the agent's tools' timeout, allow-list and cool-down, which current or
 * upcoming reservation has that phone. Read-only. Whatever goes wrong on the PMS's side answers
 * "unavailable" (the page shows nothing) and is not kept, so the next look asks again.
 */
export function createCallerGuestService(deps: CallerGuestDeps) {
  const { db, hotels, threads } = deps;

  async function askPms(hotelId: string, callerE164: string): Promise<CallerGuest> {
    const credentials = await readPmsCredentials(db, deps.encryptionKey, hotelId);
    if (!credentials) return nothing('no_pms');
    if ((await deps.rateLimits.waitFor(pmsCooldown, hotelId)) > 0) return nothing('unavailable');
    try {
      await deps.rateLimits.consume(guestLookupLimit, hotelId);
    } catch (error) {
      if (error instanceof AppError && error.code === 'rate_limited') return nothing('unavailable');
      throw error;
    }
    const clock = await hotels.clock(hotelId);
    if (!clock) throw notFound('Hotel not found.');
    const today = todayIn(clock.timeZone);
    try {
      const adapter = createPmsAdapter(credentials, deps.pms, deps.pms.toolTimeoutMs);
      const guest = guestOf(stayToShow(await adapter.staysByPhone(callerE164, today), today), today);
      await saveGuestLookup(db, hotelId, callerE164, guest, guestLookupSeconds);
      return guest ? { lookup: 'found', guest } : nothing('not_found');
    } catch (error) {
      if (!(error instanceof PmsError)) throw error;
      if (error.kind === 'rate_limited') {
        await deps.rateLimits.block(pmsCooldown, hotelId, Math.max(1, error.retryAfterSeconds ?? 1));
      }
      deps.logger.warn({ hotelId, kind: error.kind }, 'PMS guest lookup failed');
      return nothing('unavailable');
    }
  }

  return {
    /** `GET …/call-logs/:callId/caller-guest`: for anyone who may open the call. */
    async guestOfCall(hotelId: string, callId: string): Promise<CallerGuest> {
      const callerE164 = await threads.callerNumberOf(hotelId, callId);
      if (!callerE164) return nothing('no_number');
      const kept = await readGuestLookup(db, hotelId, callerE164);
      if (kept !== undefined) return kept ? { lookup: 'found', guest: kept } : nothing('not_found');
      return askPms(hotelId, callerE164);
    },
  };
}

/** Erasure of a caller: their kept PMS answers go with their calls (in the erasure's transaction). */
export const forgetCallerGuests = deleteGuestLookups;
