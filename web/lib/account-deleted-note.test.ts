import { beforeEach, describe, expect, it, vi } from "vitest";

const freshModule = async () => {
  vi.resetModules();
  return import("./account-deleted-note");
};

describe("the account-deleted note", () => {
  beforeEach(() => sessionStorage.clear());

  it("is said on the next page load of the tab, through every read of that load, and not on the one after", async () => {
    (await freshModule()).noteAccountDeleted();
    const nextLoad = await freshModule();
    expect(nextLoad.takeAccountDeletedNote()).toBe(true);
    expect(nextLoad.takeAccountDeletedNote(), "a second render of the same load").toBe(true);
    expect((await freshModule()).takeAccountDeletedNote()).toBe(false);
  });

  it("is not said when nothing was deleted", async () => {
    expect((await freshModule()).takeAccountDeletedNote()).toBe(false);
  });
});
