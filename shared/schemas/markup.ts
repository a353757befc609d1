import * as z from "zod";
import { MARKUP_COLORS, MARKUP_POINTS_MAX, MARKUP_SHAPES_MAX, MARKUP_SIZES, MARKUP_TEXT_MAX } from "../constants";
import { line } from "./fields";

/** Photo-pixel coordinates; a shape may sit partly outside the photo, but not absurdly far. */
const coordinate = z.number().finite().min(-100_000).max(100_000);
const positive = z.number().finite().positive().max(100_000);
const points = (min: number) =>
  z
    .array(coordinate)
    .min(min)
    .max(MARKUP_POINTS_MAX)
    .refine((list) => list.length % 2 === 0, "points come in x, y pairs");

/** Where a shape sits and how it was moved, resized and turned with the select tool. */
const placement = {
  id: z.string().min(1).max(40),
  color: z.enum(MARKUP_COLORS),
  size: z.union(MARKUP_SIZES.map((size) => z.literal(size)) as [z.ZodLiteral<1>, ...z.ZodLiteral<number>[]]),
  x: coordinate,
  y: coordinate,
  rotation: z.number().finite().min(-3600).max(3600),
  scaleX: z.number().finite().min(-1000).max(1000),
  scaleY: z.number().finite().min(-1000).max(1000),
};

export const MarkupShapeSchema = z.discriminatedUnion("type", [
  z.object({ ...placement, type: z.literal("pen"), points: points(2) }),
  z.object({ ...placement, type: z.literal("line"), points: points(4).refine((list) => list.length === 4, "a line has two ends") }),
  z.object({ ...placement, type: z.literal("arrow"), points: points(4).refine((list) => list.length === 4, "an arrow has two ends") }),
  z.object({ ...placement, type: z.literal("rect"), width: positive, height: positive }),
  z.object({ ...placement, type: z.literal("circle"), radius: positive }),
  z.object({ ...placement, type: z.literal("text"), text: line().min(1).max(MARKUP_TEXT_MAX) }),
]);
export type MarkupShape = z.infer<typeof MarkupShapeSchema>;

/** A photo's markup: the shapes, in drawing order, over a photo of the given pixel size. */
export const MarkupSchema = z.object({
  version: z.literal(1),
  width: z.number().int().positive().max(100_000),
  height: z.number().int().positive().max(100_000),
  shapes: z
    .array(MarkupShapeSchema)
    .max(MARKUP_SHAPES_MAX, `A photo can hold at most ${MARKUP_SHAPES_MAX} marks`)
    .refine((shapes) => new Set(shapes.map((shape) => shape.id)).size === shapes.length, "Two marks have the same id; each mark needs its own."),
});
export type Markup = z.infer<typeof MarkupSchema>;
