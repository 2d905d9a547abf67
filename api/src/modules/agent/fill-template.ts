import type { PromptPlaceholder } from '../../contracts/constants.ts';
import type { HotelProfile } from '../hotels/index.ts';

/** A value for every placeholder of contracts' promptPlaceholders (the type makes sure none is missing). */
export function templateVariables(hotel: HotelProfile): Record<PromptPlaceholder, string> {
  return {
    hotel_name: hotel.name,
    assistant_name: hotel.assistantName,
    hotel_location: hotel.location,
    hotel_address: hotel.address,
    hotel_phone: hotel.phoneNumber,
    hotel_website: hotel.website,
    hotel_role: hotel.role,
    facility_owner: hotel.facilityOwner,
  };
}

/** Replaces `{{name}}` (spaces allowed inside the braces); unknown names stay as written. */
export function fillTemplate(template: string, variables: Record<string, string>): string {
  return template.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(variables, name) ? variables[name]! : whole,
  );
}
