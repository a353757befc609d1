import { isMetric } from "../../../shared/domain/metric-text";
import { useShopDefaults } from "../../api/account";

/** Whether the shop works in metric, from the account already cached; a list reads it once and passes it to its cards. */
export const useMetric = () => isMetric(useShopDefaults().lengthUnit);
