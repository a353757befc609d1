import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import indexHtml from "../../index.html?raw";
import { PRODUCT_NAME } from "../../shared/constants";
import { PageSkeleton } from "./page-skeleton";

it("paints the product's name and the app's loading skeleton from index.html itself, before any script has loaded", () => {
  const root = new DOMParser().parseFromString(indexHtml, "text/html").getElementById("root");
  expect(root?.firstElementChild?.textContent?.trim()).toBe(PRODUCT_NAME);
  expect(root?.innerHTML.replace(/>\s+</g, "><")).toContain(renderToStaticMarkup(<PageSkeleton />));
});
