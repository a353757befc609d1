// Renders the app icons from public/favicon.svg with the system Chromium; run after changing the logo.
import { chromium } from "@playwright/test";
import { readFile } from "node:fs/promises";

const svg = await readFile(new URL("../public/favicon.svg", import.meta.url), "utf8");
const glyph = svg.replace(/<rect[^>]*\/>/, "");
const targets = [
  { file: "icon-192.png", size: 192, padding: 0, rounded: true },
  { file: "icon-512.png", size: 512, padding: 0, rounded: true },
  { file: "apple-touch-icon.png", size: 180, padding: 0.08, rounded: false },
  { file: "icon-maskable-512.png", size: 512, padding: 0.2, rounded: false },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage({ deviceScaleFactor: 1 });
for (const { file, size, padding, rounded } of targets) {
  const inner = Math.round(size * (1 - padding * 2));
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<body style="margin:0;background:transparent">
      <div style="width:${size}px;height:${size}px;background:#0f172a;border-radius:${rounded ? size * 0.22 : 0}px;display:grid;place-items:center">
        <div style="width:${inner}px;height:${inner}px">${glyph.replace("<svg ", `<svg width="${inner}" height="${inner}" `)}</div>
      </div></body>`,
  );
  await page.screenshot({ path: new URL(`../public/icons/${file}`, import.meta.url).pathname, omitBackground: true });
}
await browser.close();
