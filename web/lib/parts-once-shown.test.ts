import { afterEach, describe, expect, it } from "vitest";
import { fetchPartsOnceShown } from "./parts-once-shown";

const held = () => document.head.querySelectorAll('link[rel="modulepreload"]');

afterEach(() => {
  document.head.innerHTML = "";
});

describe("the parts a start holds until its screen is shown", () => {
  it("moves the held modulepreloads into the head once, where the browser fetches them", () => {
    document.head.innerHTML = '<template id="parts-once-shown"><link rel="modulepreload" href="/assets/photos-tab-A1.js"><link rel="modulepreload" href="/assets/notes-tab-B2.js"></template>';
    expect(held()).toHaveLength(0);
    fetchPartsOnceShown();
    expect([...held()].map((link) => link.getAttribute("href"))).toEqual(["/assets/photos-tab-A1.js", "/assets/notes-tab-B2.js"]);
    fetchPartsOnceShown();
    expect(held()).toHaveLength(2);
  });

  it("does nothing for a start whose HTML holds nothing back", () => {
    fetchPartsOnceShown();
    expect(held()).toHaveLength(0);
  });
});
