import type { LengthUnit } from "../../shared/domain/units";
import { useAccount } from "./account-query";

/** The shop's length unit, from the user's account as `useMetric` reads it; until it is read, inches, as a new account has. */
export const useShopUnit = (): LengthUnit => useAccount().data?.preferences?.lengthUnit ?? "in";
