import { formatLength } from "../../../shared/domain/length-text";
import { formatNumber } from "../../../shared/domain/number-text";
import { fromInches } from "../../../shared/domain/units";

/** A roll's width as `rollSizeText` gives it: '60 in', or '152.4 cm' for a metric shop. */
export const rollWidthText = (widthInches: number, metric: boolean) => (metric ? formatLength(widthInches, "cm") : `${widthInches} in`);

/** A worked-out length along the roll in metres to the centimetre ('7.13 m'), for a metric shop; a whole roll reads as in `rollSizeText` ('22.86 m'). */
export const metresAlong = (inches: number) => `${formatNumber(fromInches(inches, "m"), 2)} m`;
