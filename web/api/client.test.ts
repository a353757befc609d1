import { afterEach, describe, expect, it, vi } from "vitest";
import { BOOKMARK_HEADER, IDEMPOTENCY_HEADER, SIGNED_IN_AS_HEADER } from "../../shared/http-headers";
import { rememberUser } from "../lib/remembered-user";
import { wipeUserData } from "../lib/user-storage";
import { api } from "./client";
import { formUpload, uploadTimeoutMs } from "./form-upload";
import { runAs } from "./signed-in-as";

const OLDER = "0000000a-00000001-00004fd7-0000000000000000000000000000000000000000000000000000000000000000";
const NEWER = "0000000b-00000002-00004fd7-0000000000000000000000000000000000000000000000000000000000000000";

/** Answers each call with the next bookmark, and records the bookmark cookie each call went out with. */
function stubServer(bookmarks: (string | null)[]) {
  const sent: (string | null)[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => {
      sent.push(/(?:^|; )wp_d1_bookmark=([^;]+)/.exec(document.cookie)?.[1] ?? null);
      const bookmark = bookmarks.shift() ?? null;
      return new Response("{}", { headers: bookmark ? { [BOOKMARK_HEADER]: bookmark } : {} });
    }),
  );
  return sent;
}

afterEach(() => wipeUserData());

describe("the D1 bookmark round trip", () => {
  it("sends the latest bookmark with every call, reads and writes alike, in the cookie preloaded reads carry too", async () => {
    const sent = stubServer([OLDER, NEWER, null, null]);
    await api.api.jobs.$get({ query: {} });
    await api.api.jobs.$post({ json: { clientName: "Acme" } });
    await api.api.jobs.stats.$get();
    await api.api.auth.user.$get();
    expect(sent).toEqual([null, OLDER, NEWER, NEWER]);
  });

  it("never goes back to an older bookmark from an answer that arrives late", async () => {
    const sent = stubServer([NEWER, OLDER, null]);
    await api.api.jobs.stats.$get();
    await api.api.jobs.stats.$get();
    await api.api.jobs.stats.$get();
    expect(sent).toEqual([null, NEWER, NEWER]);
  });

  it("keeps the bookmark in a cookie for the whole site, which outlives the page, and forgets it on sign-out", async () => {
    const setCookie = vi.spyOn(document, "cookie", "set");
    const sent = stubServer([NEWER, null]);
    await api.api.jobs.stats.$get();
    expect(setCookie).toHaveBeenCalledWith(`wp_d1_bookmark=${NEWER}; Path=/`);
    setCookie.mockRestore();
    wipeUserData();
    await api.api.jobs.stats.$get();
    expect(sent).toEqual([null, null]);
  });

  it("sends uploads through the typed client as the form itself, by the route's method, with a time limit", async () => {
    stubServer([OLDER]);
    await api.api.jobs.stats.$get();
    const sent: Request[] = [];
    const given: (RequestInit | undefined)[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        sent.push(new Request(input, init));
        given.push(init);
        return new Response("{}");
      }),
    );
    const form = new FormData();
    form.set("annotated", new Blob(["x"], { type: "image/jpeg" }), "annotated.jpg");
    await api.api.photos[":id"].markup.$put({ param: { id: "p1" } }, formUpload(form));
    expect(sent[0]).toMatchObject({ method: "PUT", url: "http://localhost:3000/api/photos/p1/markup", credentials: "same-origin" });
    expect(sent[0]!.headers.get("Content-Type")).toMatch(/^multipart\/form-data; boundary=/);
    expect(given[0]!.body).toBe(form);
    expect(given[0]!.signal).toBeInstanceOf(AbortSignal);
  });

  it("gives an upload two minutes and its time at 256 kbit/s, at most 15 minutes, so a large file still moving is not cut off", () => {
    const form = new FormData();
    form.set("caption", "Door");
    expect(uploadTimeoutMs(form)).toBe(120_000);
    form.set("photo", new Blob([new Uint8Array(12 * 1024 * 1024)]), "door.jpg");
    expect(uploadTimeoutMs(form)).toBe(120_000 + (12 * 1024 * 1024) / 32);
    form.set("file", new Blob([new Uint8Array(50 * 1024 * 1024)]), "proof.pdf");
    expect(uploadTimeoutMs(form)).toBe(15 * 60_000);
  });
});

describe("who the tab is signed in as", () => {
  function recordHeaders() {
    const sent: Headers[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        sent.push(new Request(input, init).headers);
        return new Response("{}");
      }),
    );
    return sent;
  }

  it("goes with every call once the page runs as a user, beside the call's own headers, and names nobody after a wipe", async () => {
    const sent = recordHeaders();
    await api.api.auth.user.$get();
    runAs("user-a");
    await api.api.jobs.$post({ json: { clientName: "Acme" } }, { headers: { [IDEMPOTENCY_HEADER]: "key-1" } });
    rememberUser({ id: "user-b", email: null, username: "b", firstName: null, lastName: null, profileImageUrl: null });
    await api.api.jobs.stats.$get();
    wipeUserData();
    await api.api.jobs.stats.$get();
    runAs("user-c");
    await api.api.jobs.stats.$get();
    expect(sent.map((headers) => headers.get(SIGNED_IN_AS_HEADER))).toEqual([null, "user-a", "user-a", "signed-out", "user-c"]);
    expect(sent[1]!.get(IDEMPOTENCY_HEADER)).toBe("key-1");
    expect(sent[1]!.get("Content-Type")).toBe("application/json");
  });
});
