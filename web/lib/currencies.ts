export const CURRENCIES = ["USD", "CAD", "MXN", "EUR", "GBP", "AUD", "NZD", "CHF", "SEK", "NOK", "DKK", "PLN", "JPY", "INR", "ZAR", "BRL", "AED"] as const;

const EURO_REGIONS = "AT BE CY DE EE ES FI FR GR HR IE IT LT LU LV MT NL PT SI SK".split(" ");
const REGION_CURRENCY: Record<string, string> = {
  US: "USD", PR: "USD", CA: "CAD", MX: "MXN", GB: "GBP", AU: "AUD", NZ: "NZD", CH: "CHF", SE: "SEK", NO: "NOK", DK: "DKK",
  PL: "PLN", JP: "JPY", IN: "INR", ZA: "ZAR", BR: "BRL", AE: "AED",
  ...Object.fromEntries(EURO_REGIONS.map((region) => [region, "EUR"])),
};

const regionCurrencies = new Map<string, string>();
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** The tag's own region ("en-CA"), else its likely one ("fr" is FR); maximize() loads ICU's likely-subtags data, so only then. */
function regionOf(locale: string): string {
  const parsed = new Intl.Locale(locale);
  return parsed.region ?? parsed.maximize().region ?? "";
}

/** The currency of the browser's region ("en-CA" is CAD, "fr" means France, so EUR); USD when the region is unknown. */
export function localeCurrency(locale: string): string {
  let currency = regionCurrencies.get(locale);
  if (currency === undefined) {
    try {
      currency = REGION_CURRENCY[regionOf(locale)] ?? "USD";
    } catch {
      currency = "USD";
    }
    regionCurrencies.set(locale, currency);
  }
  return currency;
}

/** In the device's locale; one formatter per currency, since making one loads locale data. */
export function formatMoney(amount: number | null, currency: string): string {
  if (amount === null) return "—";
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(undefined, { style: "currency", currency });
    moneyFormats.set(currency, format);
  }
  return format.format(amount);
}
