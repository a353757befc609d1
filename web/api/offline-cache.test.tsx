import { onlineManager, useMutation } from "@tanstack/react-query";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { recordFetch, renderPage } from "../test/render";
import { SIGNED_OUT_CHANNEL, useOfflineCache } from "./offline-cache";

const { logOut } = vi.hoisted(() => ({ logOut: vi.fn() }));
vi.mock("./auth", async (original) => ({ ...(await original<typeof import("./auth")>()), logOut }));

/** Node's BroadcastChannel reaches every test file running in the process: ids other files announce (u1) must not sign this tab out. */
const TAB_USER = "offline-cache-tab-user";

function KeptFor({ userId }: { userId: string }) {
  useOfflineCache(userId, () => undefined);
  const waiting = useMutation({ mutationKey: ["waiting"], mutationFn: async () => undefined, networkMode: "online" });
  return <button onClick={() => waiting.mutate()}>Save</button>;
}

describe("useOfflineCache", () => {
  it("drops this tab's queued changes and signs out when the user signs out in another tab, from the start of the screen", async () => {
    recordFetch(() => new Promise<Response>(() => undefined));
    onlineManager.setOnline(false);
    onTestFinished(() => onlineManager.setOnline(true));
    const { queryClient } = renderPage(<KeptFor userId={TAB_USER} />);
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(queryClient.getMutationCache().getAll()).toHaveLength(1);

    const otherTab = new BroadcastChannel(SIGNED_OUT_CHANNEL);
    otherTab.postMessage("someone-else");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(logOut).not.toHaveBeenCalled();
    expect(queryClient.getMutationCache().getAll()).toHaveLength(1);
    otherTab.postMessage(TAB_USER);
    otherTab.close();
    await vi.waitFor(() => expect(logOut).toHaveBeenCalledTimes(1));
    expect(logOut, "signs out only this tab's user, who may no longer be the one signed in").toHaveBeenCalledWith(TAB_USER, false);
    expect(queryClient.getMutationCache().getAll()).toHaveLength(0);
  });

  it("reads what a screen shows again when the app comes back after half a minute away, not on every glance", async () => {
    recordFetch(() => new Promise<Response>(() => undefined));
    const { queryClient } = renderPage(<KeptFor userId={`${TAB_USER}-away`} />);
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    const setVisibility = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, "visibilityState", { configurable: true, value: state });
      document.dispatchEvent(new Event("visibilitychange"));
    };
    onTestFinished(() => setVisibility("visible"));
    const now = Date.now();
    const clock = vi.spyOn(Date, "now");
    clock.mockReturnValue(now + 1_000);
    invalidate.mockClear();
    setVisibility("hidden");
    clock.mockReturnValue(now + 5_000);
    setVisibility("visible");
    expect(invalidate, "a glance away").not.toHaveBeenCalled();
    setVisibility("hidden");
    clock.mockReturnValue(now + 65_000);
    setVisibility("visible");
    expect(invalidate).toHaveBeenCalledTimes(1);
    clock.mockRestore();
  });
});
