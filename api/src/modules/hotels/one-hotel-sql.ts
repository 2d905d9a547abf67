/**
 * A from-item for the one hotel with the id in `idParam` (`hotel_id`, `timezone`): one row for a
 * hotel that exists, none for an unknown id. For the writes that must stay one statement per row
 * (an alert's e-mail and pushes, once per recipient; a setting saved only for a hotel that exists):
 * a read before each would double their statements (decision 106). The hotels module writes it, so
 * the SQL on its table stays in its folder. Use it as `from ${oneHotelSql('$2')} h`.
 */
export const oneHotelSql = (idParam: string) =>
  `(select hotel_id, timezone from public.hotels where hotel_id = ${idParam})`;
