import { isMetric } from "../../../shared/domain/metric-text";
import { useAccount, useShopDefaults } from "../../api/account";

/** Whether the shop works in metric, from the user's account (kept on the phone, else read once); a list reads it once and passes it to its cards. */
export const useMetric = () => isMetric(useShopDefaults().lengthUnit);

/** True while the account is read for the first time: a figure shown now in square feet, or with the default roll width, could change a moment later. */
export function useUnitsPending() {
  const account = useAccount();
  return account.isPending && account.fetchStatus === "fetching";
}
