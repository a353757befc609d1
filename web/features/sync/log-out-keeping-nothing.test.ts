import { QueryClient } from "@tanstack/react-query";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { isUnauthorizedError } from "../../api/http";
import { jsonResponse, recordFetch } from "../../test/render";
import { logOutKeepingNothing } from "./log-out-keeping-nothing";

const { logOut, forgetUserOnDevice } = vi.hoisted(() => ({ logOut: vi.fn(), forgetUserOnDevice: vi.fn(async () => undefined) }));
vi.mock("../../api/auth", async (original) => ({ ...(await original<typeof import("../../api/auth")>()), logOut }));
vi.mock("./forget-user-on-device", () => ({ forgetUserOnDevice }));

describe("logOutKeepingNothing", () => {
  beforeEach(() => {
    logOut.mockClear();
    forgetUserOnDevice.mockClear();
  });

  it("ends the session on the server before it wipes anything from the phone", async () => {
    const calls = recordFetch(() => new Response(null, { status: 204 }));
    await logOutKeepingNothing(new QueryClient(), "u1", 0);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(["POST /api/auth/logout"]);
    expect(forgetUserOnDevice).toHaveBeenCalledWith(expect.any(QueryClient), "u1");
    expect(logOut).toHaveBeenCalledTimes(1);
  });

  it("keeps everything, and fails, when there is no signal to end the session with", async () => {
    recordFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(logOutKeepingNothing(new QueryClient(), "u1", 0)).rejects.toThrow(TypeError);
    expect(forgetUserOnDevice).not.toHaveBeenCalled();
    expect(logOut).not.toHaveBeenCalled();
  });

  it("keeps everything, and fails with the 401, when the session is already gone or someone else's", async () => {
    recordFetch(() => jsonResponse({ message: "Unauthorized", code: "unauthorized", requestId: "r" }, 401));
    const failure = await logOutKeepingNothing(new QueryClient(), "u1", 0).catch((error: unknown) => error);
    expect(isUnauthorizedError(failure)).toBe(true);
    expect(forgetUserOnDevice).not.toHaveBeenCalled();
    expect(logOut).not.toHaveBeenCalled();
  });
});
