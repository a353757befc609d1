import { describe, expect, it } from "vitest";
import { busiestWeekdays } from "./series";

const week = (totals: number[]) => totals.map((created) => ({ created, completed: 0 }));

describe("busiestWeekdays", () => {
  it("names the day, or the tied days, with the most work", () => {
    expect(busiestWeekdays(week([0, 0, 0, 0, 3, 0, 0]))).toBe("Friday");
    expect(busiestWeekdays(week([2, 0, 0, 0, 2, 0, 2]))).toBe("Monday, Friday and Sunday");
    expect(busiestWeekdays([{ created: 1, completed: 0 }, { created: 0, completed: 1 }, ...week([0, 0, 0, 0, 0])])).toBe("Monday and Tuesday");
  });

  it("has nothing to say about a week without work", () => {
    expect(busiestWeekdays(week([0, 0, 0, 0, 0, 0, 0]))).toBeNull();
  });
});
