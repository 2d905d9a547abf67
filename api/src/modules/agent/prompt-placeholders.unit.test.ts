import { describe, expect, it } from 'vitest';
import { templateVariables } from './fill-template.ts';
import { promptPlaceholders, unknownPlaceholders } from '../../contracts/constants.ts';

describe('prompt placeholders', () => {
  it('when a body uses only known names, with or without spaces, then none is unknown', () => {
    expect(unknownPlaceholders('Hi, {{hotel_name}} and {{ assistant_name }}.')).toEqual([]);
  });

  it('when a body uses unknown or misspelt names, then each is named once, in order', () => {
    expect(unknownPlaceholders('{{hotelname}} {{ Hotel_Name }} {{hotelname}} {{}} {{hotel name}}')).toEqual([
      'hotelname',
      'Hotel_Name',
      '',
      'hotel name',
    ]);
  });

  it('when the agent fills a template, then it has a value for exactly the listed names', () => {
    const hotel = {
      name: 'n',
      assistantName: 'a',
      location: 'l',
      address: 'ad',
      phoneNumber: 'p',
      website: 'w',
      role: 'r',
      facilityOwner: 'f',
    };
    expect(Object.keys(templateVariables(hotel as never)).sort()).toEqual(Object.keys(promptPlaceholders).sort());
  });
});
