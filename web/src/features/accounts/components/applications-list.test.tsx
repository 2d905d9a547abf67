import { screen, within } from '@testing-library/react';
import type { Application } from '@hotelvoice/api/contracts';
import { describe, expect, it } from 'vitest';
import { applicationsApi } from '../../../testing/handlers.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { ApplicationsList, type ChosenHotel, type HotelPickerSlot } from './applications-list.tsx';

const application: Application = {
  userId: '5b7c1a52-1f0e-4c35-9d1e-0c7a3e6f2a10',
  firstName: 'Petra',
  lastName: 'Novak',
  email: 'petra.novak@example.com',
  phoneNumber: '+1 555 0100',
  hotelName: 'Harbor View Hotel',
  hotelCity: 'Portsmouth',
  appliedAt: '2026-11-27T09:00:00Z',
};
const harborView: ChosenHotel = {
  hotelId: '0a6c9f3e-2b1d-4e8f-9a7b-1c2d3e4f5a60',
  name: 'Harbor View Hotel',
  ownerName: 'Olivia Owner',
};
const lakeside: ChosenHotel = {
  hotelId: '7d8e9f0a-1b2c-4d3e-8f4a-5b6c7d8e9f01',
  name: 'Lakeside Inn',
  ownerName: null,
};

/** The hotel search is another feature's; here each hotel is one button. */
const picker: HotelPickerSlot = ({ label, chosen, onChange }) => (
  <div>
    {[harborView, lakeside].map((hotel) => (
      <button key={hotel.hotelId} type="button" onClick={() => onChange([...chosen, hotel])}>
        {`${label}: pick ${hotel.name}`}
      </button>
    ))}
  </div>
);

function openApplications() {
  const api = applicationsApi([application], [harborView, lakeside]);
  server.use(...api.handlers);
  return { ...renderWithApp(<ApplicationsList hotelPicker={picker} />), api };
}

const roleSelect = (hotel: ChosenHotel) => screen.getByRole('combobox', { name: `Role at ${hotel.name}` });
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .filter((o) => !(o as HTMLOptionElement).disabled)
    .map((o) => o.textContent);

describe('activating an application', () => {
  it('when a hotel with an owner is picked, then its owner is named, owner is not offered and nothing is chosen until the admin picks a role', async () => {
    const { user, api } = openApplications();
    const card = await screen.findByRole('listitem', { name: 'Petra Novak' });
    await user.click(within(card).getByRole('button', { name: 'Hotels for Petra Novak: pick Harbor View Hotel' }));

    expect(within(card).getByText(/Owner: Olivia Owner, who will be e-mailed/)).toBeTruthy();
    expect((roleSelect(harborView) as HTMLSelectElement).value).toBe('');
    expect(optionsOf(roleSelect(harborView))).toEqual(['Manager', 'Front desk']);
    expect(within(card).getByRole('button', { name: 'Activate' })).toHaveProperty('disabled', true);
    expect(within(card).getByText('Choose Petra Novak’s role at Harbor View Hotel to activate.')).toBeTruthy();

    await user.selectOptions(roleSelect(harborView), 'Front desk');
    await user.click(within(card).getByRole('button', { name: 'Activate' }));

    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Petra activated for Harbor View Hotel as front desk; welcome e-mail queued; owner Olivia Owner told.',
    );
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]!.body).toEqual({ hotels: [{ hotelId: harborView.hotelId, role: 'front_desk' }] });
  });

  it('when a hotel without an owner is picked, then owner is the default and is what is sent', async () => {
    const { user, api } = openApplications();
    const card = await screen.findByRole('listitem', { name: 'Petra Novak' });
    await user.click(within(card).getByRole('button', { name: 'Hotels for Petra Novak: pick Lakeside Inn' }));
    await user.click(within(card).getByRole('button', { name: 'Hotels for Petra Novak: pick Harbor View Hotel' }));

    expect(within(card).getByText('No owner yet: Petra can be the owner.')).toBeTruthy();
    expect((roleSelect(lakeside) as HTMLSelectElement).value).toBe('owner');
    expect(optionsOf(roleSelect(lakeside))).toEqual(['Owner', 'Manager', 'Front desk']);
    await user.selectOptions(roleSelect(harborView), 'Manager');
    await user.click(within(card).getByRole('button', { name: 'Activate' }));

    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Petra activated for Lakeside Inn as owner and Harbor View Hotel as manager; welcome e-mail queued; owner Olivia Owner told.',
    );
    expect(api.requests[0]!.body).toEqual({
      hotels: [
        { hotelId: lakeside.hotelId, role: 'owner' },
        { hotelId: harborView.hotelId, role: 'manager' },
      ],
    });
  });
});
