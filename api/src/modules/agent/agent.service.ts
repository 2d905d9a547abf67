import { promptTemplateIds } from '../../contracts/admin.ts';
import type { Db } from '../../platform/db/pool.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { readHotelProfile } from '../hotels/index.ts';
import { hasPmsKey, listPromptBodies, readyKnowledge, searchKnowledge } from './agent.repo.ts';
import { fillTemplate, templateVariables } from './fill-template.ts';

export function createAgentService(db: Db) {
  async function hotelOf(hotelId: string) {
    const hotel = await readHotelProfile(db, hotelId);
    if (!hotel) throw new AppError('not_found', 'Hotel not found.');
    return hotel;
  }

  return {
    /** Everything the voice agent needs to answer for the hotel, compiled in one answer. */
    async context(hotelId: string) {
      const hotel = await hotelOf(hotelId);
      const variables = templateVariables(hotel);
      const [bodies, knowledge, pmsKeyConfigured] = await Promise.all([
        listPromptBodies(db),
        readyKnowledge(db, hotelId),
        hasPmsKey(db, hotelId),
      ]);
      const byId = new Map(bodies.map((p) => [p.promptId, p.body]));
      return {
        hotel,
        prompts: promptTemplateIds.map((promptId) => ({
          promptId,
          body: fillTemplate(byId.get(promptId) ?? '', variables),
        })),
        knowledge: {
          general: knowledge.filter((k) => k.scope === 'general'),
          hotel: knowledge.filter((k) => k.scope === 'hotel'),
        },
        pmsKeyConfigured,
      };
    },

    async search(hotelId: string, query: string, limit: number) {
      await hotelOf(hotelId);
      return searchKnowledge(db, hotelId, query, limit);
    },
  };
}
