import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { ErrorBoundary, anyError } from "./error-boundary";
import { Toaster } from "./ui/toaster";
import { lazyPage, whenOpen, whenShown } from "./lazy-page";

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
    void Page.preload();
    await settled();
    shown(Page);
    expect(screen.queryByText("Loading")).toBeNull();
    expect(screen.getByRole("heading", { name: "Hello Sam" })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries again on the next preload after a failed load", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue({ default: Greeting });
    const Page = lazyPage(load);
    void Page.preload();
    await settled();
    void Page.preload();
    await settled();
    shown(Page);
    expect(screen.getByRole("heading", { name: "Hello Sam" })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("says in its place that it could not be loaded, and shows the page once Try again loads it", async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module")).mockResolvedValue({ default: Greeting });
    shown(lazyPage<{ name: string }>(load));
    const notice = await screen.findByRole("alert");
    expect(notice.textContent).toContain("Couldn't load this part of WrapPilot");
    expect(notice.textContent).toContain("Check your signal and try again.");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Hello Sam" })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("offers a reload once trying again with signal failed too, as after a new version replaced the part", async () => {
    const load = vi.fn().mockRejectedValue(new TypeError("Failed to fetch dynamically imported module"));
    shown(lazyPage<{ name: string }>(load));
    await userEvent.click(await screen.findByRole("button", { name: "Try again" }));
    expect((await screen.findByText(/may have been updated since this page opened/)).textContent).toContain("Reload to get the new version.");
    expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("says that offline it is not on this device yet, and keeps offering to try again", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const load = vi.fn().mockRejectedValue(new TypeError("Failed to fetch dynamically imported module"));
    shown(lazyPage<{ name: string }>(load));
    await userEvent.click(await screen.findByRole("button", { name: "Try again" }));
    expect((await screen.findByRole("alert")).textContent).toContain("You're offline and it isn't saved on this device yet.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("closes an overlay given onLoadFailed with a toast instead, and loads it when it is opened again", async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module")).mockResolvedValue({ default: Greeting });
    const Dialog = lazyPage<{ name: string }>(load);
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          {open ? (
            <Suspense fallback={null}>
              <Dialog name="Sam" onLoadFailed={() => setOpen(false)} />
            </Suspense>
          ) : null}
          <Toaster />
        </>
      );
    }
    render(<Opener />);
    await userEvent.click(screen.getByRole("button", { name: "Open" }));
    expect(await screen.findByText("Couldn't load this part of WrapPilot")).toBeTruthy();
    expect(screen.queryByRole("alert", { name: /Couldn't load/ })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Open" }));
    expect(await screen.findByRole("heading", { name: "Hello Sam" })).toBeTruthy();
  });

  it("renders an overlay made whenOpen only while open, and closes it through onOpenChange when its code cannot load", async () => {
    type GreetProps = { name: string; open: boolean; onOpenChange: (open: boolean) => void };
    const Greet = ({ name }: GreetProps) => <h1>Hello {name}</h1>;
    const load = vi.fn().mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module")).mockResolvedValue({ default: Greet });
    const Overlay = whenOpen(lazyPage<GreetProps>(load));
    const changes: boolean[] = [];
    function Opener() {
      const [open, setOpen] = useState(false);
      const change = (next: boolean) => {
        changes.push(next);
        setOpen(next);
      };
      return (
        <>
          <button type="button" onClick={() => change(true)}>
            Open
          </button>
          <Overlay name="Sam" open={open} onOpenChange={change} />
          <Toaster />
        </>
      );
    }
    render(<Opener />);
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Open" }));
    expect(await screen.findByText("Couldn't load this part of WrapPilot")).toBeTruthy();
    expect(changes).toEqual([true, false]);
    await userEvent.click(screen.getByRole("button", { name: "Open" }));
    expect(await screen.findByRole("heading", { name: "Hello Sam" })).toBeTruthy();
  });

  it("closes an overlay made whenShown through onClose when its code cannot load, and shows it on the next try", async () => {
    type GreetProps = { name: string; onClose: () => void };
    const Greet = ({ name }: GreetProps) => <h1>Hello {name}</h1>;
    const load = vi.fn().mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module")).mockResolvedValue({ default: Greet });
    const Overlay = whenShown(lazyPage<GreetProps>(load));
    const onClose = vi.fn();
    function Opener() {
      const [shownNow, setShown] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setShown(true)}>
            Open
          </button>
          {shownNow ? (
            <Overlay
              name="Sam"
              onClose={() => {
                onClose();
                setShown(false);
              }}
            />
          ) : null}
          <Toaster />
        </>
      );
    }
    render(<Opener />);
    await userEvent.click(screen.getByRole("button", { name: "Open" }));
    expect(await screen.findByText("Couldn't load this part of WrapPilot")).toBeTruthy();
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole("button", { name: "Open" }));
    expect(await screen.findByRole("heading", { name: "Hello Sam" })).toBeTruthy();
  });

  it("leaves an error the loaded page throws to the boundary above: only a failed load is its own", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error("bad data");
    };
    render(
      <ErrorBoundary catches={anyError} fallback={(error) => <p>Above: {String(error)}</p>}>
        <Suspense fallback={<p>Loading</p>}>
          {(() => {
            const Page = lazyPage(() => Promise.resolve({ default: Broken }));
            return <Page />;
          })()}
        </Suspense>
      </ErrorBoundary>,
    );
    expect(await screen.findByText("Above: Error: bad data")).toBeTruthy();
    expect(screen.queryByText(/Couldn't load/)).toBeNull();
  });

  it("keeps a part that loaded while shown mounted when its parent renders again, so its state stays", async () => {
    function Counter() {
      const [count, setCount] = useState(0);
      return (
        <button type="button" onClick={() => setCount(count + 1)}>
          Taps {count}
        </button>
      );
    }
    const Part = lazyPage(() => new Promise<{ default: typeof Counter }>((resolve) => setTimeout(() => resolve({ default: Counter }), 50)));
    function Host({ label }: { label: string }) {
      const [shown, setShown] = useState(false);
      return (
        <Suspense fallback={<p>Loading</p>}>
          <p>{label}</p>
          <button type="button" onClick={() => setShown(true)}>
            Show
          </button>
          {shown ? <Part /> : null}
        </Suspense>
      );
    }
    const { rerender } = render(<Host label="first" />);
    await userEvent.click(screen.getByRole("button", { name: "Show" }));
    await userEvent.click(await screen.findByRole("button", { name: "Taps 0" }));
    rerender(<Host label="second" />);
    expect(screen.getByText("second")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Taps 1" })).toBeTruthy();
  });
});
