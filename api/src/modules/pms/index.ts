/**
 * The PMS module's face (decision 101): the adapters (Cloudbeds, Mews) behind one port, their
 * settings, and the stored keys as the server reads them (the agent's tools, the key checks in the
 * api and the worker).
 */
export { checkPmsKey } from './check-pms-key.ts';
export { createPmsAdapter } from './create-pms-adapter.ts';
export { pmsEnvSchema, pmsSettings, type PmsSettings } from './pms-config.ts';
export { PmsError } from './pms-error.ts';
export { hotelsWithCheckableKeys, pmsKeyFingerprint, readPmsCredentials, recordPmsCheck } from './pms-key-store.ts';
export {
  hasLastName,
  type PmsAdapter,
  type PmsCredentials,
  pmsNames,
  type PmsProvider,
  type PmsReservation,
  type ReservationSearch,
  type RoomOffer,
} from './pms-port.ts';
