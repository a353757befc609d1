import { formatSquareMetres } from "./area-text";
import { formatLength } from "./length-text";
import { type LengthUnit, toInches } from "./units";

/** A shop that measures in centimetres or metres (Settings' length unit) sees areas and rolls in metric, on screen and in its PDFs. */
export const isMetric = (unit: LengthUnit) => unit === "cm" || unit === "m";

/** A roll's width (stored in inches): '60 in', or '152.4 cm' in metric. */
export const rollWidthText = (widthInches: number, metric: boolean) => (metric ? formatLength(widthInches, "cm") : `${widthInches} in`);

/** A roll's width (stored in inches) and length (in feet): '60 in x 75 ft', or '152.4 cm x 22.86 m' in metric. */
export const rollSizeText = (widthInches: number, lengthFeet: number, metric: boolean) =>
  `${rollWidthText(widthInches, metric)} x ${metric ? formatLength(toInches(lengthFeet, "ft"), "m") : `${lengthFeet} ft`}`;

/** An area's square-feet text with square metres beside it in metric: '20.00 sq ft (1.86 m²)'. */
export const withSquareMetres = (text: string, squareFeet: number, metric: boolean) => (metric ? `${text} (${formatSquareMetres(squareFeet)})` : text);
