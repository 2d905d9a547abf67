import { useSelectedHotel } from '../hooks/use-selected-hotel.ts';

/** The selected hotel's name, for the phone's top bar (the selector itself lives in the drawer). */
export function SelectedHotelName({ userId }: { userId: string }) {
  const hotel = useSelectedHotel(userId);
  if (!hotel) return null;
  return (
    <p className="min-w-0 truncate text-sm font-semibold text-slate-800" data-testid="top-bar-hotel">
      <span className="sr-only">Selected hotel: </span>
      {hotel.name}
    </p>
  );
}
