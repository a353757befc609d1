export const CURRENCIES = ["USD", "CAD", "MXN", "EUR", "GBP", "AUD", "NZD", "CHF", "SEK", "NOK", "DKK", "PLN", "JPY", "INR", "ZAR", "BRL", "AED"] as const;

const EURO_REGIONS = "AT BE CY DE EE ES FI FR GR HR IE IT LT LU LV MT NL PT SI SK".split(" ");
const REGION_CURRENCY: Record<string, string> = {
  US: "USD", PR: "USD", CA: "CAD", MX: "MXN", GB: "GBP", AU: "AUD", NZ: "NZD", CH: "CHF", SE: "SEK", NO: "NOK", DK: "DKK",
  PL: "PLN", JP: "JPY", IN: "INR", ZA: "ZAR", BR: "BRL", AE: "AED",
  ...Object.fromEntries(EURO_REGIONS.map((region) => [region, "EUR"])),
};

/** The currency of the browser's region ("en-CA" is CAD, "fr" means France, so EUR); USD when the region is unknown. */
export function localeCurrency(locale: string): string {
  try {
    const region = new Intl.Locale(locale).maximize().region ?? "";
    return REGION_CURRENCY[region] ?? "USD";
  } catch {
    return "USD";
  }
}

export function formatMoney(amount: number | null, currency: string): string {
  if (amount === null) return "—";
  return new Intl.NumberFormat(undefined, { style: "currency", currency }).format(amount);
}
