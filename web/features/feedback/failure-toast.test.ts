import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api/http";
import { toast } from "../../components/ui/toast-store";
import { NO_CONNECTION, toastFailure } from "./failure-toast";

vi.mock("../../components/ui/toast-store", () => ({ toast: vi.fn() }));

const description = () => vi.mocked(toast).mock.lastCall?.[0].description;

describe("toastFailure", () => {
  it("says the server's message, a lost connection, or the fallback", () => {
    toastFailure("Error saving measurement", new ApiError(400, JSON.stringify({ message: "width: Width must be greater than 0" }), "Bad Request"));
    expect(description()).toBe("width: Width must be greater than 0");
    toastFailure("Error saving measurement", new ApiError(503, "", "Service Unavailable"));
    expect(description()).toBe("Please try again.");
    toastFailure("Error saving measurement", new TypeError("Failed to fetch"));
    expect(description()).toBe(NO_CONNECTION);
    toastFailure("Login failed", new Error("boom"), "Please check your credentials and try again.");
    expect(vi.mocked(toast).mock.lastCall?.[0]).toEqual({ title: "Login failed", description: "Please check your credentials and try again.", variant: "destructive" });
  });
});
