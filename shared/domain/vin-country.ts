/** ISO 3779 ranges: the first character names a region, the second a country within it, in the order A-Z then 1-9, 0. */
const ORDER = "ABCDEFGHJKLMNPRSTUVWXYZ1234567890";

type Range = [from: string, to: string, country: string];

const REGIONS: Record<string, Range[]> = {
  "1": [["A", "0", "United States"]],
  "4": [["A", "0", "United States"]],
  "5": [["A", "0", "United States"]],
  "7": [["A", "E", "New Zealand"], ["F", "0", "United States"]],
  "2": [["A", "0", "Canada"]],
  "3": [["A", "W", "Mexico"], ["X", "7", "Costa Rica"]],
  "6": [["A", "W", "Australia"]],
  "8": [["A", "E", "Argentina"], ["F", "K", "Chile"], ["L", "R", "Ecuador"], ["S", "W", "Peru"], ["X", "2", "Venezuela"]],
  "9": [["A", "E", "Brazil"], ["F", "J", "Colombia"], ["S", "W", "Uruguay"], ["3", "9", "Brazil"]],
  A: [["A", "H", "South Africa"]],
  J: [["A", "0", "Japan"]],
  K: [["F", "K", "Israel"], ["L", "R", "South Korea"], ["S", "0", "Kazakhstan"]],
  L: [["A", "0", "China"]],
  M: [["A", "E", "India"], ["F", "K", "Indonesia"], ["L", "R", "Thailand"]],
  N: [["L", "R", "Turkey"]],
  P: [["A", "E", "Philippines"], ["F", "K", "Singapore"], ["L", "R", "Malaysia"]],
  R: [["F", "K", "Taiwan"], ["L", "R", "Vietnam"]],
  S: [["A", "M", "United Kingdom"], ["N", "T", "Germany"], ["U", "Z", "Poland"]],
  T: [["A", "H", "Switzerland"], ["J", "P", "Czech Republic"], ["R", "V", "Hungary"], ["W", "1", "Portugal"]],
  U: [["H", "M", "Denmark"], ["N", "T", "Ireland"], ["U", "Z", "Romania"], ["5", "7", "Slovakia"]],
  V: [["A", "E", "Austria"], ["F", "R", "France"], ["S", "W", "Spain"]],
  W: [["A", "0", "Germany"]],
  X: [["L", "R", "Netherlands"], ["S", "W", "Russia"], ["3", "0", "Russia"]],
  Y: [["A", "E", "Belgium"], ["F", "K", "Finland"], ["S", "W", "Sweden"], ["X", "2", "Norway"]],
  Z: [["A", "R", "Italy"]],
};

export function vinCountry(vin: string): string | null {
  const [region, second] = [vin[0] ?? "", vin[1] ?? ""];
  const position = ORDER.indexOf(second);
  if (position < 0) return null;
  const range = REGIONS[region]?.find(([from, to]) => ORDER.indexOf(from) <= position && position <= ORDER.indexOf(to));
  return range?.[2] ?? null;
}
