import { useAccount } from "./account-query";

/** True while the account is read for the first time: a figure shown now with the defaults (square feet, the default roll width) could change a moment later. */
export function useShopDefaultsPending(): boolean {
  const account = useAccount();
  return account.isPending && account.fetchStatus === "fetching";
}
