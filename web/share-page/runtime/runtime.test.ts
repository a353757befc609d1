import { Suspense, render, useState } from "hono/jsx/dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary, anyError } from "./error-boundary";
import { jsx } from "./jsx-runtime";
import { cloneElement, createElement, lazy } from "./react";
import { asReactProps } from "./react-props";

/** The share page's renderer (Hono's) with the React parts it lacks, rendered into the page as the share page does. */
let root: HTMLElement | undefined;
const mount = (node: ReturnType<typeof jsx>) => {
  const page = document.createElement("div");
  document.body.append(page);
  render(node, page);
  root = page;
  return page;
};
afterEach(() => root?.remove());
beforeEach(() => void vi.spyOn(console, "error").mockImplementation(() => undefined));

class PartError extends Error {}
const isPartError = (error: unknown): error is PartError => error instanceof PartError;

describe("props", () => {
  it("writes aria and data booleans, draggable and spellCheck as text, as React does, and leaves the rest", () => {
    const props = { "aria-hidden": true, "aria-expanded": false, "data-open": true, draggable: false, spellCheck: false, disabled: true, id: "x" };
    expect(asReactProps("svg", props)).toEqual({ ...props, "aria-hidden": "true", "aria-expanded": "false", "data-open": "true", draggable: "false", spellCheck: "false" });
    expect(asReactProps(() => null, props)).toBe(props);
  });

  it("focuses an autoFocus element once it is added, as React does, and keeps its ref", async () => {
    const ref = { current: null as Element | null };
    const page = mount(jsx("div", { children: [jsx("input", { "aria-label": "First" }), jsx("textarea", { autoFocus: true, ref })] }));
    const textarea = page.querySelector("textarea")!;
    expect(ref.current).toBe(textarea);
    expect(textarea.hasAttribute("autofocus")).toBe(false);
    await vi.waitFor(() => expect(document.activeElement).toBe(textarea));
  });

  it("sets an image's src after its other attributes, as React does, so a lazy image is lazy in every browser", () => {
    const page = mount(jsx("img", { src: "/thumb.jpg", loading: "lazy", alt: "" }));
    expect(page.querySelector("img")!.getAttributeNames()).toEqual(["loading", "alt", "src"]);
  });

  it("applies a cloned element's props as React does", () => {
    const page = mount(cloneElement(jsx("input", {}), { "aria-invalid": true }));
    expect(page.querySelector("input")!.getAttribute("aria-invalid")).toBe("true");
  });

  it("puts them in the page through jsx and createElement alike", () => {
    const page = mount(jsx("div", { children: [jsx("span", { "aria-hidden": true }), createElement("img", { draggable: false, alt: "" })] }));
    expect(page.querySelector("span")!.getAttribute("aria-hidden")).toBe("true");
    expect(page.querySelector("img")!.getAttribute("draggable")).toBe("false");
  });
});

describe("lazy", () => {
  it("shows the fallback until the module is in, then its default export with the props", async () => {
    type Greeting = (props: { name: string }) => ReturnType<typeof jsx>;
    let arrive!: (module: { default: Greeting }) => void;
    const Part = lazy<{ name: string }>(() => new Promise<{ default: Greeting }>((resolve) => (arrive = resolve)));
    const page = mount(jsx(Suspense, { fallback: jsx("p", { children: "Loading" }), children: jsx(Part, { name: "Dana" }) }));
    expect(page.textContent).toBe("Loading");
    arrive({ default: ({ name }) => jsx("p", { children: `Hello ${name}` }) });
    await vi.waitFor(() => expect(page.textContent).toBe("Hello Dana"));
  });

  it("throws a failed load to the boundary above", async () => {
    const Part = lazy<object>(() => Promise.reject(new PartError("offline")));
    const page = mount(
      jsx(ErrorBoundary, {
        catches: isPartError,
        fallback: (error: PartError) => jsx("p", { children: `Not loaded: ${error.message}` }),
        children: jsx(Suspense, { fallback: "Loading", children: jsx(Part, {}) }),
      }),
    );
    await vi.waitFor(() => expect(page.textContent).toBe("Not loaded: offline"));
  });
});

describe("ErrorBoundary", () => {
  it("shows its fallback for an error it catches, and the children afresh once reset", async () => {
    let broken = true;
    const Part = () => {
      if (broken) throw new PartError("broken");
      return jsx("p", { children: "Working" });
    };
    const page = mount(
      jsx(ErrorBoundary, {
        catches: isPartError,
        fallback: (_error: PartError, reset: () => void) => jsx("button", { onClick: reset, children: "Try again" }),
        children: jsx(Part, {}),
      }),
    );
    expect(page.textContent).toBe("Try again");
    broken = false;
    page.querySelector("button")!.click();
    await vi.waitFor(() => expect(page.textContent).toBe("Working"));
  });

  it("renders the children afresh when its resetKey changes", async () => {
    let broken = true;
    const Part = () => {
      if (broken) throw new PartError("broken");
      return jsx("p", { children: "Working" });
    };
    const Screen = () => {
      const [attempt, setAttempt] = useState(0);
      return jsx("div", {
        children: [
          jsx("button", { onClick: () => setAttempt(attempt + 1), children: "Next" }),
          jsx(ErrorBoundary, { catches: isPartError, resetKey: attempt, fallback: () => jsx("p", { children: "Failed" }), children: jsx(Part, {}) }),
        ],
      });
    };
    const page = mount(jsx(Screen, {}));
    expect(page.textContent).toBe("NextFailed");
    broken = false;
    page.querySelector("button")!.click();
    await vi.waitFor(() => expect(page.textContent).toBe("NextWorking"));
  });

  it("passes an error it does not catch to the boundary above", () => {
    const Part = () => {
      throw new Error("bug");
    };
    const page = mount(
      jsx(ErrorBoundary, {
        catches: anyError,
        fallback: () => jsx("p", { children: "Something went wrong" }),
        children: jsx(ErrorBoundary, { catches: isPartError, fallback: () => jsx("p", { children: "Not loaded" }), children: jsx(Part, {}) }),
      }),
    );
    expect(page.textContent).toBe("Something went wrong");
  });
});
