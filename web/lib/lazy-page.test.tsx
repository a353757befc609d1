import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { lazyPage } from "./lazy-page";

const Greeting = ({ name }: { name: string }) => <h1>Hello {name}</h1>;

function page() {
  const load = vi.fn(() => Promise.resolve({ default: Greeting }));
  return { Page: lazyPage(load), load };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

const shown = (Page: ReturnType<typeof page>["Page"]) =>
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Page name="Sam" />
    </Suspense>,
  );

describe("lazyPage", () => {
  it("suspends like React.lazy when shown before it is loaded, then shows the page", async () => {
    const { Page, load } = page();
    shown(Page);
    expect(screen.getByText("Loading")).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Hello Sam" })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("renders at once, without its fallback, once preloaded", async () => {
    const { Page, load } = page();
    Page.preload();
    await settled();
    shown(Page);
    expect(screen.queryByText("Loading")).toBeNull();
    expect(screen.getByRole("heading", { name: "Hello Sam" })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries again on the next preload after a failed load", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue({ default: Greeting });
    const Page = lazyPage(load);
    Page.preload();
    await settled();
    Page.preload();
    await settled();
    shown(Page);
    expect(screen.getByRole("heading", { name: "Hello Sam" })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
