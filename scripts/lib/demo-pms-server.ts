import { startCloudbedsDouble } from '../../test/support/doubles/cloudbeds-double.ts';
import { demoPms } from './demo-pms.ts';

/** The demo PMS for `npm start` on a free loopback port (the tests' Cloudbeds double, in memory). */
export function startDemoPms() {
  return startCloudbedsDouble(demoPms);
}
