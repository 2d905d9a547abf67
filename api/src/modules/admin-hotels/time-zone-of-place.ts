import cityTimezones from 'city-timezones';

type City = (typeof cityTimezones.cityMapping)[number];

/** Lower case, accents and punctuation dropped: "São Paulo" and "sao paulo" name the same city. */
const fold = (text: unknown) =>
  String(text ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const citiesByName = new Map<string, City[]>();
/** Per country (name, ISO2, ISO3): the people living in each zone, to find a country's main zone. */
const peopleByCountryZone = new Map<string, Map<string, number>>();

/** The data has a few places (research stations) without a zone, and zones this runtime may not know. */
function knownZone(zone: string | null): zone is string {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

for (const city of cityTimezones.cityMapping) {
  if (!knownZone(city.timezone)) continue;
  for (const name of new Set([fold(city.city), fold(city.city_ascii)])) {
    if (!name) continue;
    const list = citiesByName.get(name) ?? [];
    list.push(city);
    citiesByName.set(name, list);
  }
  for (const country of new Set([fold(city.country), fold(city.iso2), fold(city.iso3)])) {
    if (!country) continue;
    const zones = peopleByCountryZone.get(country) ?? new Map<string, number>();
    zones.set(city.timezone, (zones.get(city.timezone) ?? 0) + (city.pop || 0));
    peopleByCountryZone.set(country, zones);
  }
}

/** A country whose people nearly all (90 %) live in one zone: Portugal yes (Azores aside), the USA no. */
function mainZoneOfCountry(country: string): string | null {
  const zones = peopleByCountryZone.get(country);
  if (!zones) return null;
  const total = [...zones.values()].reduce((sum, n) => sum + n, 0);
  const [zone, people] = [...zones].reduce((best, entry) => (entry[1] > best[1] ? entry : best));
  return total > 0 && people / total >= 0.9 ? zone : null;
}

const describes = (city: City, part: string) =>
  [city.country, city.province, city.iso2, city.iso3].some((name) => fold(name) === part);

/** A part as written, then without its numbers ("1100-048 Lisbon" is Lisbon). */
const namesIn = (part: string) => [
  part,
  part
    .replace(/\b\d+\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim(),
];

/**
 * The IANA zone a hotel's location most likely means ("Lisbon, Portugal", "Portland, Maine, USA";
 * "Bavaria, Germany" by its country): a named city, among same-named cities the one the other
 * parts describe best (country, province) and then the most populous; failing a city, a country
 * nearly all on one zone. Null when nothing settles it, so the caller keeps its default.
 */
export function timeZoneOfPlace(...places: string[]): string | null {
  const parts = places
    .flatMap((place) => place.split(/[,;\n/]+/))
    .map(fold)
    .filter(Boolean);
  for (const part of parts) {
    const cities = namesIn(part)
      .map((name) => citiesByName.get(name))
      .find((found) => found?.length);
    if (!cities) continue;
    const others = parts.filter((p) => p !== part);
    const score = (city: City) => others.filter((other) => describes(city, other)).length;
    const best = cities.reduce((a, b) => (score(b) > score(a) || (score(b) === score(a) && b.pop > a.pop) ? b : a));
    return best.timezone;
  }
  for (const part of [...parts].reverse()) {
    const zone = mainZoneOfCountry(part);
    if (zone) return zone;
  }
  return null;
}
