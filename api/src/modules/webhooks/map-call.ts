/** A provider's call, ready for the ingest service. */
export interface MappedCall {
  hotelId: string;
  callId: string;
  transcript: Buffer;
}
