import { QueryClientProvider } from "@tanstack/react-query";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { jsonResponse, recordFetch } from "../test/render";
import { useUpdateAccount } from "./account";
import { createQueryClient } from "./query-client";
import { teamKeys } from "./team-keys";

function withTeamCached() {
  const queryClient = createQueryClient({ onUnauthorized: () => {} });
  queryClient.setQueryData(teamKeys.overview(), { team: null, myRole: null, members: [], invitations: [] });
  queryClient.setQueryData(teamKeys.received(), [{ id: "i1" }]);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const stale = () => [teamKeys.overview(), teamKeys.received()].map((queryKey) => queryClient.getQueryState(queryKey)?.isInvalidated);
  return { wrapper, stale };
}

const account = { id: "u1", email: "new@example.com", username: "lena", firstName: "Lena", lastName: "Lund" };

describe("saving the account", () => {
  it("reads the team and the invitations for the user again once the email changes", async () => {
    recordFetch(() => jsonResponse(account));
    const { wrapper, stale } = withTeamCached();
    const { result } = renderHook(() => useUpdateAccount(), { wrapper });
    await result.current.mutateAsync({ email: "new@example.com", currentPassword: "a-good-password-1" });
    expect(stale()).toEqual([true, true]);
  });

  it("leaves them as they are when only the shop's defaults change", async () => {
    recordFetch(() => jsonResponse(account));
    const { wrapper, stale } = withTeamCached();
    const { result } = renderHook(() => useUpdateAccount(), { wrapper });
    await result.current.mutateAsync({ wastePercentage: 15 });
    expect(stale()).toEqual([false, false]);
  });
});
