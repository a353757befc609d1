import { formatLength } from "./length-text";
import { metricFromStored } from "./metric-sizes";
import { formatNumber } from "./number-text";
import type { RollSize } from "./vinyl";

/** A roll's width (stored in inches): '60 in', or '152.4 cm' in metric. */
export const rollWidthText = (widthInches: number, metric: boolean) => (metric ? formatLength(widthInches, "cm") : `${widthInches} in`);

/** A roll's width (stored in inches) and length (in feet): '60 in x 75 ft', or '152.4 cm x 22.86 m' in metric. */
export const rollSizeText = (widthInches: number, lengthFeet: number, metric: boolean) =>
  `${rollWidthText(widthInches, metric)} x ${metric ? `${formatNumber(metricFromStored(lengthFeet, "feet"), 4)} m` : `${lengthFeet} ft`}`;

/** Each roll the calculators recommend, as width in inches and length in feet. */
const ROLL_SIZES: Record<RollSize, [widthInches: number, lengthFeet: number]> = { "60 in x 50 ft": [60, 50], "60 in x 75 ft": [60, 75], "72 in x 75 ft": [72, 75] };

/** A recommended roll: '60 in x 75 ft', or '152.4 cm x 22.86 m' in metric. */
export const recommendedRollText = (size: RollSize, metric: boolean) => rollSizeText(...ROLL_SIZES[size], metric);
