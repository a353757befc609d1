import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { wipeUserData } from "../lib/user-storage";

afterEach(() => {
  cleanup();
  wipeUserData();
  globalThis.localStorage?.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
