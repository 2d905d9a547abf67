/** Spec §5/§9: names ending in .txt (any case, as the server decides), at most 5,242,880 bytes. */
export const maxUploadBytes = 5_242_880;
export const wrongTypeMessage = 'Only .txt files are allowed';
export const tooLargeMessage = 'File size must be less than 5MB';

export function checkUpload(file: { name: string; size: number }): string | null {
  if (!/\.txt$/i.test(file.name)) return wrongTypeMessage;
  if (file.size > maxUploadBytes) return tooLargeMessage;
  return null;
}
