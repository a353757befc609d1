import { formatLength } from "./length-text";
import { toInches } from "./units";

/** A roll's width (stored in inches): '60 in', or '152.4 cm' in metric. */
export const rollWidthText = (widthInches: number, metric: boolean) => (metric ? formatLength(widthInches, "cm") : `${widthInches} in`);

/** A roll's width (stored in inches) and length (in feet): '60 in x 75 ft', or '152.4 cm x 22.86 m' in metric. */
export const rollSizeText = (widthInches: number, lengthFeet: number, metric: boolean) =>
  `${rollWidthText(widthInches, metric)} x ${metric ? formatLength(toInches(lengthFeet, "ft"), "m") : `${lengthFeet} ft`}`;
