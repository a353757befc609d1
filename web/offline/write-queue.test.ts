// @vitest-environment node
import { QueryClient, onlineManager } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { DiscardedWrite, discardWrite, dropLandedWrites, resendWrite, sendUnlessDiscarded, submitWrite, writeState } from "./write-queue";

const KEY = ["things", "save"];
type Thing = { id: string };

function clientSending(send: (thing: Thing) => Promise<Thing>) {
  const client = new QueryClient();
  client.setMutationDefaults(KEY, { networkMode: "online", gcTime: Infinity, retry: (_count, error) => error instanceof TypeError, retryDelay: 1, mutationFn: send });
  return client;
}

const options = { mutationKey: KEY, scope: { id: "job:j1" } };
const noConflict = () => false;

afterEach(() => onlineManager.setOnline(true));

describe("the write queue", () => {
  it("answers with the saved result when the server answers in time", async () => {
    const client = clientSending(async (thing) => thing);
    expect(await submitWrite(client, options, { id: "a" }, 1_000)).toEqual({ queued: false, data: { id: "a" } });
  });

  it("answers 'queued' at once without signal, and the write is sent when the signal returns", async () => {
    const sent: string[] = [];
    const client = clientSending(async (thing) => (sent.push(thing.id), thing));
    client.mount();
    onlineManager.setOnline(false);
    expect(await submitWrite(client, options, { id: "a" }, 1_000)).toEqual({ queued: true });
    expect(client.getMutationCache().getAll().map((mutation) => writeState(mutation, noConflict))).toEqual(["waiting"]);
    onlineManager.setOnline(true);
    await expect.poll(() => sent).toEqual(["a"]);
    client.unmount();
  });

  it("answers 'queued' when a try fails on the network, and keeps trying", async () => {
    let tries = 0;
    const client = clientSending(async (thing) => {
      tries += 1;
      if (tries < 3) throw new TypeError("Failed to fetch");
      return thing;
    });
    expect(await submitWrite(client, options, { id: "a" }, 1_000)).toEqual({ queued: true });
    await expect.poll(() => tries).toBe(3);
  });

  it("throws a refusal to the form that made the write, and drops it from the queue", async () => {
    const client = clientSending(async () => {
      throw new Error("400: invalid");
    });
    await expect(submitWrite(client, options, { id: "a" }, 1_000)).rejects.toThrow("400: invalid");
    expect(client.getMutationCache().getAll()).toEqual([]);
  });

  it("keeps a write refused because the session ended, answered as queued, to be sent once signed in again", async () => {
    const client = clientSending(async () => {
      throw new Error("401: Unauthorized");
    });
    const sessionEnded = (error: unknown) => String(error).includes("401");
    expect(await submitWrite(client, options, { id: "a" }, 1_000, sessionEnded)).toEqual({ queued: true });
    expect(client.getMutationCache().getAll().map((mutation) => mutation.state.variables)).toEqual([{ id: "a" }]);
  });

  it("keeps a write refused after it was queued, for the user to send again or discard", async () => {
    let refuse = true;
    const client = clientSending(async (thing) => {
      if (refuse) throw new Error("404: gone");
      return thing;
    });
    client.mount();
    const stop = dropLandedWrites(client.getMutationCache(), () => true);
    onlineManager.setOnline(false);
    await submitWrite(client, options, { id: "a" }, 1_000);
    onlineManager.setOnline(true);
    await expect.poll(() => client.getMutationCache().getAll().map((mutation) => writeState(mutation, noConflict))).toEqual(["refused"]);

    refuse = false;
    resendWrite(client, client.getMutationCache().getAll()[0]!);
    await expect.poll(() => client.getMutationCache().getAll()).toEqual([]);

    refuse = true;
    onlineManager.setOnline(false);
    await submitWrite(client, options, { id: "b" }, 1_000);
    expect(discardWrite(client, client.getMutationCache().getAll()[0]!)).toBe(true);
    expect(client.getMutationCache().getAll()).toEqual([]);
    stop();
    client.unmount();
  });

  it("never sends a write discarded while it waited for its next try, and calls a try on its way sending", async () => {
    const tries: string[] = [];
    let release = () => {};
    const client = new QueryClient();
    client.setMutationDefaults(KEY, {
      networkMode: "online",
      gcTime: Infinity,
      retry: (_count, error) => !(error instanceof DiscardedWrite) && error instanceof TypeError,
      retryDelay: 300,
      mutationFn: sendUnlessDiscarded(async (thing: Thing) => {
        tries.push(thing.id);
        if (thing.id === "slow") await new Promise<void>((resolve) => (release = resolve));
        throw new TypeError("Failed to fetch");
      }),
    });
    expect(await submitWrite(client, options, { id: "a" }, 1_000)).toEqual({ queued: true });
    const [waiting] = client.getMutationCache().getAll();
    expect(writeState(waiting!, noConflict)).toBe("waiting");
    expect(discardWrite(client, waiting!)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(tries).toEqual(["a"]);

    expect(await submitWrite(client, { ...options, scope: { id: "job:j2" } }, { id: "slow" }, 50)).toEqual({ queued: true });
    const [sending] = client.getMutationCache().getAll();
    expect(writeState(sending!, noConflict)).toBe("sending");
    expect(discardWrite(client, sending!)).toBe(false);
    release();
  });

  it("runs one job's writes one after another, in the order made", async () => {
    const events: string[] = [];
    const client = clientSending(async (thing) => {
      events.push(`start ${thing.id}`);
      await new Promise((resolve) => setTimeout(resolve, thing.id === "a" ? 20 : 1));
      events.push(`end ${thing.id}`);
      return thing;
    });
    client.mount();
    onlineManager.setOnline(false);
    for (const id of ["a", "b", "c"]) await submitWrite(client, options, { id }, 1_000);
    onlineManager.setOnline(true);
    await expect.poll(() => events.length).toBe(6);
    expect(events).toEqual(["start a", "end a", "start b", "end b", "start c", "end c"]);
    client.unmount();
  });
});
