export const MARKUP_TOOLS = ["select", "pen", "line", "rect", "circle", "arrow", "text", "eraser"] as const;
export type MarkupTool = (typeof MARKUP_TOOLS)[number];

export const TOOL_NAMES: Record<MarkupTool, string> = {
  select: "Select",
  pen: "Pen",
  line: "Line",
  rect: "Rectangle",
  circle: "Circle",
  arrow: "Arrow",
  text: "Text",
  eraser: "Eraser",
};
