import { formatNumber } from "../../../shared/domain/number-text";
import { fromInches } from "../../../shared/domain/units";

/** A worked-out length along the roll in metres to the centimetre ('7.13 m'), for a metric shop; a whole roll reads as in `rollSizeText` ('22.86 m'). */
export const metresAlong = (inches: number) => `${formatNumber(fromInches(inches, "m"), 2)} m`;
