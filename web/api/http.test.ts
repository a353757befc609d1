import type { ClientResponse } from "hono/client";
import { describe, expect, expectTypeOf, it, vi } from "vitest";
import { jsonResponse } from "../test/render";
import { storedEditConflict } from "../features/sync/stored-edit-conflict";
import type { EditConflictBody } from "../../shared/errors";
import { ApiError, conflictError, EditConflict, editConflict, isUnauthorizedError, readJson, revivedError, sendEdit, storableError, toApiError, worthRetrying } from "./http";

type Thing = { id: string; notes: string };
class ThingConflict extends EditConflict<Thing> {}
class OtherConflict extends EditConflict<Thing> {}
const conflictAnswer = (body: object) => jsonResponse(body, 409) as ClientResponse<EditConflictBody<Thing>, 409, "json">;

describe("API errors", () => {
  it("keep the spec's text and expose the error body's code, fields and current record", async () => {
    const body = { message: "Width was changed meanwhile", code: "edit_conflict", requestId: "r1", fields: ["width"], current: { id: "m1", width: 70 } };
    const error = await toApiError(jsonResponse(body, 409));
    expect(error.message).toBe(`409: ${JSON.stringify(body)}`);
    expect(error).toMatchObject({ status: 409, code: "edit_conflict", fields: ["width"], current: { id: "m1", width: 70 }, serverMessage: body.message });
    expect(storedEditConflict(error, "m1")).toEqual({ fields: ["width"], current: { id: "m1", width: 70 } });
    expect(storedEditConflict(error, "m2")).toBeNull();
  });

  it("give a PATCH's edit_conflict as the route's own conflict class, and any other 409 as a plain error", async () => {
    const body = { message: "Changed meanwhile", code: "edit_conflict", requestId: "r1", fields: ["notes"], current: { id: "j1", notes: "Theirs" } };
    const error = await conflictError(conflictAnswer(body), ThingConflict);
    expect(error).toBeInstanceOf(ThingConflict);
    expect(error).toMatchObject({ status: 409, code: "edit_conflict", fields: ["notes"], serverMessage: "Changed meanwhile", message: `409: ${JSON.stringify(body)}` });
    expectTypeOf(editConflict(error, ThingConflict, "j1")).toEqualTypeOf<EditConflict<Thing> | null>();
    expect(editConflict(error, ThingConflict, "j1")?.current.notes).toBe("Theirs");
    expect(editConflict(error, ThingConflict, "j2")).toBeNull();
    expect(editConflict(error, OtherConflict, "j1")).toBeNull();
    expect(editConflict(await toApiError(jsonResponse(body, 409)), ThingConflict, "j1")).toBeNull();

    const running = await conflictError(conflictAnswer({ message: "Still running", code: "idempotency_in_progress", requestId: "r2" }), ThingConflict);
    expect(running).not.toBeInstanceOf(EditConflict);
    expect(running).toMatchObject({ status: 409, code: "idempotency_in_progress", serverMessage: "Still running" });
    const unreadable = await conflictError(new Response("<html>", { status: 409, statusText: "Conflict" }) as ClientResponse<EditConflictBody<Thing>, 409, "json">, ThingConflict);
    expect(unreadable).toBeInstanceOf(ApiError);
    expect(unreadable).toMatchObject({ message: "409: Conflict", code: undefined });
  });

  it("fall back to the status text and leave the code empty when the body is not the error schema", async () => {
    const empty = await toApiError(new Response("", { status: 503, statusText: "Service Unavailable" }));
    expect(empty.message).toBe("503: Service Unavailable");
    expect(empty.code).toBeUndefined();
    const loose = await toApiError(jsonResponse({ message: "Invalid username/email or password" }, 401));
    expect(loose).toMatchObject({ code: undefined, fields: [], serverMessage: "Invalid username/email or password" });
    const failed = jsonResponse({ message: "Boom", code: "not_a_code", requestId: "r" }, 500) as ClientResponse<unknown, 500, "json">;
    await expect(readJson(failed)).rejects.toMatchObject({ code: undefined, serverMessage: "Boom" });
  });

  it("treat only a 401 that says Unauthorized as signed out", async () => {
    const unauthorized = await toApiError(jsonResponse({ message: "Unauthorized", code: "unauthorized", requestId: "r" }, 401));
    expect(isUnauthorizedError(unauthorized)).toBe(true);
    expect(isUnauthorizedError(await toApiError(jsonResponse({ message: "Wrong password" }, 401)))).toBe(false);
  });

  it("send a write again later only when no answer came, the server failed or was busy, or an earlier try is still running", async () => {
    const answer = (status: number, code?: string) => toApiError(jsonResponse(code ? { message: "m", code, requestId: "r" } : {}, status));
    for (const retried of [new TypeError("Failed to fetch"), new DOMException("timed out", "TimeoutError"), await answer(503), await answer(429), await answer(408), await answer(409, "idempotency_in_progress")]) {
      expect(worthRetrying(retried)).toBe(true);
    }
    for (const refused of [await answer(400, "validation_failed"), await answer(403, "forbidden"), await answer(404, "not_found"), await answer(409, "edit_conflict"), new Error("bug")]) {
      expect(worthRetrying(refused)).toBe(false);
    }
  });

  it("keep an edit conflict's details when stored on the device and read back", async () => {
    const body = { message: "Changed meanwhile", code: "edit_conflict", requestId: "r1", fields: ["notes"], current: { id: "j1", notes: "Theirs" } };
    const stored = structuredClone(storableError(await toApiError(jsonResponse(body, 409))));
    const revived = revivedError(stored);
    expect(storedEditConflict(revived, "j1")).toEqual({ fields: ["notes"], current: { id: "j1", notes: "Theirs" } });
    expect(storedEditConflict(revivedError(structuredClone(storableError(await conflictError(conflictAnswer(body), ThingConflict)))), "j1")).toEqual({
      fields: ["notes"],
      current: { id: "j1", notes: "Theirs" },
    });
    expect(revived).toMatchObject({ status: 409, serverMessage: "Changed meanwhile", message: `409: ${JSON.stringify(body)}` });
    expect(revivedError(structuredClone(storableError(new TypeError("Failed to fetch"))))).toBeInstanceOf(TypeError);
  });

  it("send an edit again when its edit_conflict names none of the fields it changed, at most twice, and show a real one at once", async () => {
    const conflictOn = (fields: string[]) =>
      toApiError(jsonResponse({ message: "Changed meanwhile", code: "edit_conflict", requestId: "r", fields, current: { id: "j1", notes: "Theirs" } }, 409));
    const patch = { progress: 40, notes: undefined };
    const base = { progress: 0, notes: "Start" };

    const raced = vi.fn().mockRejectedValueOnce(await conflictOn(["notes"])).mockResolvedValueOnce({ id: "j1", progress: 40 });
    await expect(sendEdit(raced, patch, base)).resolves.toEqual({ id: "j1", progress: 40 });
    expect(raced.mock.calls).toEqual([[patch, base], [patch, { progress: 0 }]]);

    const real = vi.fn().mockRejectedValue(await conflictOn(["progress"]));
    await expect(sendEdit(real, patch, base)).rejects.toMatchObject({ code: "edit_conflict", fields: ["progress"] });
    expect(real).toHaveBeenCalledTimes(1);

    const stuck = vi.fn().mockRejectedValue(await conflictOn(["notes"]));
    await expect(sendEdit(stuck, patch, base)).rejects.toMatchObject({ code: "edit_conflict", fields: ["notes"] });
    expect(stuck).toHaveBeenCalledTimes(3);
  });
});
