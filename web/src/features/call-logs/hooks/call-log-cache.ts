import type { InfiniteData } from '@tanstack/react-query';
import type { CallLogListItem, CallLogPage } from '@hotelvoice/api/contracts';

export type CallLogPages = InfiniteData<CallLogPage, string | null>;

/** Newest first, as the api orders: started_at, then call id, both descending. */
const newer = (a: CallLogListItem, b: CallLogListItem) =>
  a.startedAt > b.startedAt || (a.startedAt === b.startedAt && a.callId > b.callId);

/**
 * Puts a changed call into the cached pages: replaced where it already is, otherwise inserted at
 * its place in the order (for a new call, the top). A call older than everything loaded is left
 * for the page that will load it. Answers null when nothing changed.
 */
export function upsertCall(data: CallLogPages, call: CallLogListItem): CallLogPages | null {
  const pages = data.pages.map((page) => ({ ...page, items: [...page.items] }));
  for (const page of pages) {
    const at = page.items.findIndex((item) => item.callId === call.callId);
    if (at >= 0) {
      // Same or older version than held (a replayed event, a catch-up overlap): nothing changes.
      if (page.items[at]!.updatedAt >= call.updatedAt) return null;
      page.items[at] = call;
      return { ...data, pages };
    }
  }
  for (const page of pages) {
    const at = page.items.findIndex((item) => newer(call, item));
    if (at >= 0) {
      page.items.splice(at, 0, call);
      return { ...data, pages };
    }
  }
  const last = pages.at(-1);
  if (!last || last.nextCursor !== null) return null;
  last.items.push(call);
  return { ...data, pages };
}

export const containsCall = (data: CallLogPages | undefined, callId: string) =>
  data?.pages.some((page) => page.items.some((item) => item.callId === callId)) ?? false;

/** The newest updatedAt held: where catching up starts before the api has answered one. */
export function newestUpdatedAt(all: (CallLogPages | undefined)[]): string | null {
  let newest: string | null = null;
  for (const data of all)
    for (const page of data?.pages ?? [])
      for (const item of page.items) if (newest === null || item.updatedAt > newest) newest = item.updatedAt;
  return newest;
}
