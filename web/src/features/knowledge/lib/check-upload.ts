import { knowledgeUploadLimits } from '@hotelvoice/api/contracts/constants';

/** Spec §5/§9: names ending in .txt (any case, as the server decides), within the api's size limit. */
export function checkUpload(file: { name: string; size: number }): string | null {
  if (!/\.txt$/i.test(file.name)) return knowledgeUploadLimits.wrongTypeMessage;
  if (file.size > knowledgeUploadLimits.maxBytes) return knowledgeUploadLimits.tooLargeMessage;
  return null;
}
