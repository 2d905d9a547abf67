/**
 * The data export's face (decision 101): the hotel's export zip and the stored exports, which the
 * worker builds, keeps and removes, and which erasing a guest's calls deletes too.
 */
export { exportCallCsvColumns, hotelExportZip } from './hotel-export-zip.ts';
export {
  createStoredExport,
  deleteStoredExportRows,
  markStoredExportReady,
  pendingStoredExport,
  removeStoredExportObjects,
  removeStoredExports,
  storedExportBucket,
  storedExportPath,
} from './stored-exports.ts';
