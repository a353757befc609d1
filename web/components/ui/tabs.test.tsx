import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import * as Tabs from "./tabs";

function Sections({ initial = "a" }: { initial?: string }) {
  const [tab, setTab] = useState(initial);
  return (
    <Tabs.Root value={tab} onValueChange={setTab}>
      <Tabs.List aria-label="Sections">
        <Tabs.Trigger value="a">Alpha</Tabs.Trigger>
        <Tabs.Trigger value="b">Beta</Tabs.Trigger>
        <Tabs.Trigger value="c">Gamma</Tabs.Trigger>
      </Tabs.List>
      {["a", "b", "c"].map((value) => (
        <Tabs.Content key={value} value={value}>
          <p>Panel {value}</p>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

const tab = (name: string) => screen.getByRole("tab", { name });

describe("Tabs", () => {
  it("shows the chosen tab's panel only, labelled by its tab, with only that tab in the Tab order", () => {
    render(<Sections />);
    expect(screen.getByRole("tablist", { name: "Sections" })).toBeTruthy();
    expect(tab("Alpha").getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel", { name: "Alpha" }).textContent).toBe("Panel a");
    expect(screen.queryByText("Panel b")).toBeNull();
    expect([tab("Alpha"), tab("Beta"), tab("Gamma")].map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    expect(tab("Alpha").getAttribute("aria-controls")).toBe(screen.getByRole("tabpanel").id);
  });

  it("chooses a tab by click", () => {
    render(<Sections />);
    fireEvent.click(tab("Gamma"));
    expect(tab("Gamma").getAttribute("data-state")).toBe("active");
    expect(screen.getByRole("tabpanel", { name: "Gamma" }).textContent).toBe("Panel c");
  });

  it("moves to and chooses the next, previous, first and last tab from the keyboard, wrapping at the ends", () => {
    render(<Sections />);
    const keys: [string, string][] = [["ArrowRight", "Beta"], ["ArrowRight", "Gamma"], ["ArrowRight", "Alpha"], ["ArrowLeft", "Gamma"], ["Home", "Alpha"], ["End", "Gamma"]];
    for (const [key, name] of keys) {
      fireEvent.keyDown(document.activeElement === document.body ? tab("Alpha") : document.activeElement!, { key });
      expect(document.activeElement, key).toBe(tab(name));
      expect(tab(name).getAttribute("aria-selected"), key).toBe("true");
    }
  });

  it("keeps its own choice when given only a default", () => {
    render(
      <Tabs.Root defaultValue="b">
        <Tabs.List aria-label="Own">
          <Tabs.Trigger value="a">One</Tabs.Trigger>
          <Tabs.Trigger value="b">Two</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="a">first</Tabs.Content>
        <Tabs.Content value="b">second</Tabs.Content>
      </Tabs.Root>,
    );
    expect(screen.getByRole("tabpanel").textContent).toBe("second");
    fireEvent.click(tab("One"));
    expect(screen.getByRole("tabpanel").textContent).toBe("first");
  });
});
