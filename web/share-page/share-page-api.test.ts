import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "../test/render";
import { SharedError, addSharedMeasurement, addSharedPhoto, loadSharedView } from "./share-page-api";

function stubServer(reply: () => Response | Promise<Response>) {
  const sent: { request: Request; init: RequestInit | undefined }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ request: new Request(input, init), init });
      return reply();
    }),
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe("the share page's calls", () => {
  it("send no cookies and no referrer, to the token's own address", async () => {
    const sent = stubServer(() => jsonResponse({ accessLevel: "view" }));
    await expect(loadSharedView("a/b")).resolves.toEqual({ accessLevel: "view" });
    expect(new URL(sent[0]!.request.url).pathname).toBe("/api/shared/a%2Fb");
    expect(sent[0]!.request).toMatchObject({ method: "GET", credentials: "omit", referrerPolicy: "no-referrer" });
  });

  it("send a measurement as JSON and a photo as the form itself", async () => {
    const sent = stubServer(() => jsonResponse({}, 201));
    const measurement = { contributorName: "Sam", measurement: { id: "m1", panel: "Hood", width: 10, height: 20, unit: "in" } };
    await addSharedMeasurement("t", measurement as Parameters<typeof addSharedMeasurement>[1]);
    const form = new FormData();
    await addSharedPhoto("t", form);
    expect(sent.map(({ request }) => [request.method, new URL(request.url).pathname])).toEqual([
      ["POST", "/api/shared/t/measurements"],
      ["POST", "/api/shared/t/photos"],
    ]);
    expect(sent[0]!.request.headers.get("Content-Type")).toBe("application/json");
    expect(await sent[0]!.request.json()).toEqual(measurement);
    expect(sent[1]!.init?.body).toBe(form);
    expect(sent[1]!.request).toMatchObject({ credentials: "omit", referrerPolicy: "no-referrer" });
  });

  it("say why a call failed in the page's terms, with the server's words where it gave some", async () => {
    const failure = async (reply: () => Response | Promise<Response>) => {
      stubServer(reply);
      return loadSharedView("t").catch((error: unknown) => error);
    };
    expect(await failure(() => jsonResponse({ message: "Link expired" }, 404))).toMatchObject({ kind: "denied", message: "Link expired" });
    const tooWide = { message: "measurement.width: Width must be 6,000 in (500 ft) or less; contributorName: Name is required", code: "validation_failed" };
    expect(await failure(() => jsonResponse(tooWide, 400)), "a refused form's fields by their own words, not their paths").toMatchObject({
      kind: "refused",
      message: "Width must be 6,000 in (500 ft) or less; Name is required",
    });
    expect(await failure(() => jsonResponse({ message: "caption: Send this field once.", code: "bad_request" }, 400))).toMatchObject({ message: "caption: Send this field once." });
    expect(await failure(() => jsonResponse({}, 429))).toMatchObject({ kind: "busy", message: "Too many attempts. Wait a few minutes and try again." });
    expect(await failure(() => new Response("not json", { status: 422 }))).toMatchObject({ kind: "refused", message: "That could not be saved." });
    expect(await failure(() => jsonResponse({ message: "Boom" }, 500))).toMatchObject({ kind: "broken", message: "Something went wrong on our side. Please try again." });
    const offline = await failure(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(offline).toBeInstanceOf(SharedError);
    expect(offline).toMatchObject({ kind: "offline" });
  });
});
