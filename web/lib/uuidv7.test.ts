import { describe, expect, it } from "vitest";
import { uuidv7, uuidv7Factory } from "./uuidv7";

const LAYOUT = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const fixedRandom = (value: number) => (bytes: Uint8Array) => bytes.fill(value);

describe("uuidv7", () => {
  it("lays out time, version, rand_a, variant and rand_b as RFC 9562 says", () => {
    const make = uuidv7Factory(() => 0x017f22e279b0, fixedRandom(0xff));
    expect(make()).toBe("017f22e2-79b0-7fff-bfff-ffffffffffff");
    const zeros = uuidv7Factory(() => 1, fixedRandom(0));
    expect(zeros()).toBe("00000000-0001-7000-8000-000000000000");
  });

  it("makes valid, distinct ids from the real clock and random source", () => {
    const ids = Array.from({ length: 200 }, () => uuidv7());
    for (const id of ids) expect(id).toMatch(LAYOUT);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("keeps ids made in the same millisecond, or after the clock steps back, in creation order", () => {
    let time = 1_000;
    const make = uuidv7Factory(() => time, fixedRandom(0x42));
    const first = make();
    const second = make();
    time = 900;
    const third = make();
    expect([first, second, third]).toEqual([first, second, third].toSorted());
    expect(new Set([first, second, third]).size).toBe(3);
    expect(third.slice(0, 13)).toBe(first.slice(0, 13));
  });

  it("moves to the next millisecond when the counter runs out", () => {
    const make = uuidv7Factory(() => 5, fixedRandom(0xff));
    const first = make();
    const second = make();
    expect(first).toBe("00000000-0005-7fff-bfff-ffffffffffff");
    expect(second.startsWith("00000000-0006-7000-")).toBe(true);
  });
});
