/**
 * Writes flowing content down US Letter pages: each block asks for the room it needs and moves to
 * a new page when it is not there, so text wraps within the margins and never runs off a page.
 */
import { type PDFDocument, type PDFFont, type PDFPage, type RGB, rgb } from "@cantoo/pdf-lib";
import type { Fonts } from "./fonts";
import { visualRuns } from "./bidi-runs";
import { printable, wrapLines } from "./text-fit";

export const PAGE_SIZE: [number, number] = [612, 792];
export const MARGIN = 48;
const FOOTER_ROOM = 28;
const LINE_HEIGHT = 1.3;

export const INK = rgb(0.1, 0.12, 0.16);
export const MUTED = rgb(0.38, 0.41, 0.47);
export const RULE = rgb(0.82, 0.84, 0.87);

type LineOptions = { x: number; y: number; size: number; font: PDFFont; color: RGB };

/** One line of text from `x`, its right-to-left and left-to-right runs side by side in the order they are read. */
export function drawTextLine(page: PDFPage, line: string, { x, ...options }: LineOptions): void {
  if (!line) return;
  let at = x;
  for (const run of visualRuns(line)) {
    page.drawText(run, { x: at, ...options });
    at += options.font.widthOfTextAtSize(run, options.size);
  }
}

export type TextStyle = { size?: number; bold?: boolean; color?: RGB; indent?: number; width?: number };
export type Column = { header: string; share: number; align?: "left" | "right" };
export type FieldPair = [label: string, value: string | null | undefined];

const FIELD_LABEL_WIDTH = 130;
/** The room `rule()` takes below the cursor. */
export const RULE_HEIGHT = 6;

export class PageWriter {
  page: PDFPage;
  y = 0;

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.page = this.newPage();
  }

  get contentWidth(): number {
    return PAGE_SIZE[0] - 2 * MARGIN;
  }

  get room(): number {
    return this.y - MARGIN - FOOTER_ROOM;
  }

  newPage(): PDFPage {
    this.page = this.doc.addPage(PAGE_SIZE);
    this.y = PAGE_SIZE[1] - MARGIN;
    return this.page;
  }

  ensure(height: number): void {
    if (height > this.room) this.newPage();
  }

  space(points: number): void {
    this.y -= points;
  }

  font(bold = false): PDFFont {
    return bold ? this.fonts.bold : this.fonts.regular;
  }

  /** The lines a text takes in the given style, after unprintable characters are marked. */
  lines(text: string, { size = 10, bold = false, indent = 0, width }: TextStyle = {}): string[] {
    return wrapLines(printable(text, this.fonts.covered), this.font(bold), size, width ?? this.contentWidth - indent);
  }

  /** How tall `text` is once wrapped as `text()` would write it. */
  textHeight(text: string, style: TextStyle = {}): number {
    return this.lines(text, style).length * (style.size ?? 10) * LINE_HEIGHT;
  }

  /** Draws one prepared line at the cursor's height, at `x` points from the margin. */
  drawLine(line: string, x: number, { size = 10, bold = false, color = INK }: TextStyle = {}): void {
    drawTextLine(this.page, line, { x: MARGIN + x, y: this.y - size, size, font: this.font(bold), color });
  }

  text(text: string, style: TextStyle = {}): void {
    const size = style.size ?? 10;
    for (const line of this.lines(text, style)) {
      this.ensure(size * LINE_HEIGHT);
      this.drawLine(line, style.indent ?? 0, style);
      this.y -= size * LINE_HEIGHT;
    }
  }

  /** A section's title and rule, moved to the next page with the first `keep` points of what follows it when they do not fit together. */
  heading(text: string, size = 14, keep = 40): void {
    this.ensure(6 + this.textHeight(text, { size, bold: true }) + RULE_HEIGHT + keep);
    this.space(6);
    this.text(text, { size, bold: true });
    this.rule();
  }

  rule(): void {
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: MARGIN + this.contentWidth, y: this.y }, thickness: 0.6, color: RULE });
    this.y -= RULE_HEIGHT;
  }

  private get fieldWidths(): number[] {
    return [FIELD_LABEL_WIDTH, this.contentWidth - FIELD_LABEL_WIDTH];
  }

  /** Label and value pairs; a long value wraps in its column. Pairs without a value are left out. */
  fields(pairs: FieldPair[], size = 10): void {
    for (const [label, value] of pairs) if (value) this.row([label, value], this.fieldWidths, { size, boldFirst: true });
  }

  /** How tall `fields(pairs, size)` is. */
  fieldsHeight(pairs: FieldPair[], size = 10): number {
    return pairs.reduce((sum, [label, value]) => sum + (value ? this.rowHeight([label, value], this.fieldWidths, size, true) : 0), 0);
  }

  private cellLines(cells: string[], widths: number[], size: number, bold: (index: number) => boolean): string[][] {
    return cells.map((cell, index) => this.lines(cell, { size, bold: bold(index), width: widths[index]! - 6 }));
  }

  /** The height a table row takes: body text, or with its first cell bold. */
  rowHeight(cells: string[], widths: number[], size = 9, boldFirst = false): number {
    return Math.max(...this.cellLines(cells, widths, size, (index) => boldFirst && index === 0).map((lines) => lines.length)) * size * LINE_HEIGHT + 3;
  }

  /** One table row: each cell wraps in its width, and the row moves to a new page whole when it fits on one. */
  row(cells: string[], widths: number[], { size = 9, bold = false, boldFirst = false, align = [] as ("left" | "right")[] } = {}): void {
    const cellStyle = (index: number) => ({ size, bold: bold || (boldFirst && index === 0) });
    const cellLines = this.cellLines(cells, widths, size, (index) => cellStyle(index).bold);
    const lineHeight = size * LINE_HEIGHT;
    const height = Math.max(...cellLines.map((lines) => lines.length)) * lineHeight + 3;
    if (height <= this.room || this.room < lineHeight) this.ensure(height);
    const top = this.y;
    const depth = Math.max(...cellLines.map((lines) => lines.length));
    for (let index = 0; index < depth; index += 1) {
      if (index > 0 && lineHeight > this.room) this.newPage();
      let x = 0;
      cellLines.forEach((lines, column) => {
        const line = lines[index] ?? "";
        const style = cellStyle(column);
        const offset = align[column] === "right" ? widths[column]! - 6 - this.font(style.bold).widthOfTextAtSize(line, size) : 0;
        this.drawLine(line, x + offset, style);
        x += widths[column]!;
      });
      this.y -= lineHeight;
    }
    if (this.y < top) this.y -= 3;
  }

  /**
   * A table whose header is drawn again at the top of each page it continues on. Its header and first row start on one
   * page, with its `heading` (a section title) when it has one.
   */
  table(columns: Column[], rows: string[][], { totals, heading }: { totals?: string[]; heading?: string } = {}): void {
    const widths = columns.map((column) => column.share * this.contentWidth);
    const align = columns.map((column) => column.align ?? "left");
    const headers = columns.map((column) => column.header);
    const header = () => {
      this.row(headers, widths, { bold: true, align });
      this.rule();
    };
    const start = this.rowHeight(headers, widths) + RULE_HEIGHT + (rows[0] ? this.rowHeight(rows[0], widths) : 0);
    if (heading) this.heading(heading, 14, start);
    else this.ensure(start);
    header();
    for (const cells of rows) {
      if (this.rowHeight(cells, widths) > this.room) {
        this.newPage();
        header();
      }
      this.row(cells, widths, { align });
    }
    if (totals) {
      this.rule();
      this.row(totals, widths, { bold: true, align });
    }
  }
}
