import { startCloudbedsDouble } from '../../test/support/doubles/cloudbeds-double.ts';
import { createInventory } from '../../test/support/doubles/pms-inventory.ts';
import { demoPms } from './demo-pms.ts';
import { bookReturningGuest } from './demo-returning-caller.ts';

/**
 * The demo PMS for `npm start` on a free loopback port (the tests' Cloudbeds double, in memory),
 * holding the returning guest's upcoming stay so the call log shows who is behind her number.
 */
export function startDemoPms() {
  const inventory = createInventory();
  bookReturningGuest(inventory);
  return startCloudbedsDouble({ ...demoPms, inventory });
}
