// @vitest-environment node
import { QueryClient, onlineManager } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { hasWritesWaiting } from "./upload-runtime";
import { submitWrite } from "./write-queue";

const KEY = ["things", "save"];
const options = { mutationKey: KEY, scope: { id: "job:j1" } };

afterEach(() => onlineManager.setOnline(true));

describe("hasWritesWaiting", () => {
  it("tells whether a job's writes are still to land, for its uploads to wait on", async () => {
    const client = new QueryClient();
    client.setMutationDefaults(KEY, { networkMode: "online", gcTime: Infinity, mutationFn: async (thing: { id: string }) => thing });
    client.mount();
    onlineManager.setOnline(false);
    await submitWrite(client, options, { id: "a" }, 1_000);
    expect([hasWritesWaiting(client.getMutationCache(), "job:j1"), hasWritesWaiting(client.getMutationCache(), "job:j2")]).toEqual([true, false]);
    onlineManager.setOnline(true);
    await expect.poll(() => hasWritesWaiting(client.getMutationCache(), "job:j1")).toBe(false);
    client.unmount();
  });
});
