import { isMetric } from "../../../shared/domain/metric-text";
import { useShopDefaults } from "../../api/account";

/** Whether the shop works in metric, from the user's account (kept on the phone, else read once); a list reads it once and passes it to its cards. */
export const useMetric = () => isMetric(useShopDefaults().lengthUnit);
