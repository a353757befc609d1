import { ESTIMATE_DEFAULTS } from "./estimate-math";

/** A shop's defaults before it sets any in Settings: the estimate's own (spec §9), inches, and the browser's currency. */
export const PREFERENCE_DEFAULTS = {
  lengthUnit: "in",
  rollWidth: ESTIMATE_DEFAULTS.vinylRollWidth,
  wastePercentage: ESTIMATE_DEFAULTS.wastePercentage,
  currency: null,
  laborRate: null,
} as const;
