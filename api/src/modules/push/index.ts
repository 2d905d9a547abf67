/**
 * The push module's face (decision 101): the stored subscriptions, which the account (sign-out
 * everywhere), the alerts settings and the worker's push job read and write.
 */
export {
  listDevicesForHotel,
  markUsed,
  removeAllDevices,
  removeSubscription,
  setDeviceGetsHotelPushes,
} from './push-subscriptions.ts';
