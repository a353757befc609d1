import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { Profiler } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PHOTOS_PER_JOB_MAX } from "../../../shared/constants";
import type { Photo } from "../../../shared/schemas/photo";
import type { OutboxPhoto } from "../../offline/photo-outbox";
import { OTHER_ROWS_WAIT_MS } from "./first-rows-first";
import { PhotoGrid } from "./photo-grid";

const photos: Photo[] = Array.from({ length: 6 }, (_, index) => ({
  id: `0193a1b2-0000-7000-8000-00000000000${index}`,
  jobId: "0193a1b2-0000-7000-8000-000000000099",
  filename: `door-${index}.jpg`,
  caption: null,
  category: "general",
  width: 2560,
  height: 1920,
  byteSize: 800_000,
  url: `/p${index}`,
  thumbnailUrl: `/t${index}`,
  originalUrl: `/o${index}`,
  hasMarkup: false,
  markupVersion: 0,
  createdAt: "2026-11-23T10:00:00.000Z",
}));

const thumbnails = () => screen.queryAllByRole("img").map((image) => image.getAttribute("src"));

const grid = () => render(<PhotoGrid photos={photos} queued={[]} onOpen={() => undefined} />);

afterEach(() => vi.useRealTimers());

describe("the photo grid on a weak signal", () => {
  it("loads the first rows' thumbnails before the others, which come once each first one has loaded or failed", () => {
    grid();
    expect(thumbnails()).toEqual(["/t0", "/t1", "/t2", "/t3"]);
    expect(screen.getAllByRole("button", { name: /^Open Job photo/ })).toHaveLength(6);
    const [first, second, third, fourth] = screen.getAllByRole("img");
    fireEvent.load(first!);
    fireEvent.error(second!);
    fireEvent.load(third!);
    expect(thumbnails()).toHaveLength(4);
    fireEvent.load(fourth!);
    expect(thumbnails()).toEqual(["/t0", "/t1", "/t2", "/t3", "/t4", "/t5"]);
    expect(screen.getByRole("img", { name: "Job photo 5" }).getAttribute("loading")).toBe("lazy");
  });

  it("renders the grid again only once the last first-row thumbnail has settled", () => {
    let commits = 0;
    render(
      <Profiler id="grid" onRender={() => (commits += 1)}>
        <PhotoGrid photos={photos} queued={[]} onOpen={() => undefined} />
      </Profiler>,
    );
    const [first, second, third, fourth] = screen.getAllByRole("img");
    const before = commits;
    fireEvent.load(first!);
    fireEvent.error(second!);
    fireEvent.load(third!);
    expect(commits).toBe(before);
    fireEvent.load(fourth!);
    expect(commits).toBe(before + 1);
  });

  it("loads the others anyway when a first-row thumbnail has not answered in time", () => {
    vi.useFakeTimers();
    grid();
    act(() => {
      vi.advanceTimersByTime(OTHER_ROWS_WAIT_MS - 1);
    });
    expect(thumbnails()).toHaveLength(4);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(thumbnails()).toHaveLength(6);
  });
});

describe("a queued photo the server refused", () => {
  const refused = (id: string, problem: string): OutboxPhoto => ({
    id,
    userId: "user-1",
    jobId: photos[0]!.jobId,
    queuedAt: "2026-11-23T10:00:00.000Z",
    state: "refused",
    problem,
    photo: new Blob(["photo"], { type: "image/jpeg" }),
    thumb: new Blob(["thumb"], { type: "image/jpeg" }),
    filename: `${id}.jpg`,
    caption: "",
    category: "general",
  });
  const holding = (count: number) => Array.from({ length: count }, (_, index) => ({ ...photos[0]!, id: `held-${index}` }));
  const tile = (name: string) => screen.getByRole("listitem", { name: new RegExp(`^${name}\\.jpg: `) });
  const full = `A job can hold at most ${PHOTOS_PER_JOB_MAX} photos.`;

  it("is offered no Retry, only Discard with the reason, while its job is full; once there is room again it may be retried", () => {
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:thumb", revokeObjectURL: () => {} }));
    const queued = [refused("late", full), refused("odd", "odd.jpg is not a JPEG, PNG or WebP image.")];
    const { rerender } = render(<PhotoGrid photos={holding(PHOTOS_PER_JOB_MAX)} queued={queued} onOpen={() => undefined} />);
    expect(within(tile("late")).queryByRole("button", { name: "Retry" })).toBeNull();
    expect(within(tile("late")).getByRole("button", { name: "Discard late.jpg" }).textContent).toBe("Discard");
    expect(within(tile("late")).getByRole("alert").textContent).toBe(
      `Not uploaded: this job already holds ${PHOTOS_PER_JOB_MAX} photos, the most it can. Delete some from it to send this one, or discard it.`,
    );
    expect(within(tile("odd")).getByRole("button", { name: "Retry" })).toBeTruthy();

    rerender(<PhotoGrid photos={holding(PHOTOS_PER_JOB_MAX - 1)} queued={queued} onOpen={() => undefined} />);
    expect(within(tile("late")).getByRole("button", { name: "Retry" })).toBeTruthy();
  });

  it("is offered no Retry, only Discard, when refused for what it is, which sending it again cannot change", () => {
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:thumb", revokeObjectURL: () => {} }));
    const queued = [{ ...refused("odd", "odd.jpg is not a JPEG, PNG or WebP image."), final: true }];
    render(<PhotoGrid photos={[]} queued={queued} onOpen={() => undefined} />);
    expect(within(tile("odd")).queryByRole("button", { name: "Retry" })).toBeNull();
    expect(within(tile("odd")).getByRole("button", { name: "Discard odd.jpg" }).textContent).toBe("Discard");
    expect(within(tile("odd")).getByRole("alert").textContent).toBe("Not uploaded: odd.jpg is not a JPEG, PNG or WebP image.");
  });
});
