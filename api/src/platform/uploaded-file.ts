/** A file a request carried, whatever the transport read it (multipart today). */
export interface UploadedFile {
  fileName: string;
  mimeType: string;
  data: Buffer;
}
