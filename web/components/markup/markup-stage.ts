/**
 * The konva stage the editor draws on: the photo in one layer, the shapes, the shape being drawn and
 * the selection handles in another. It mirrors the shape list it is given; it never owns the markup.
 */
import { Layer } from "konva/lib/Layer";
import type { Shape } from "konva/lib/Shape";
import { Image as KonvaImage } from "konva/lib/shapes/Image";
import { Transformer } from "konva/lib/shapes/Transformer";
import { Stage } from "konva/lib/Stage";
import type { MarkupShape } from "../../../shared/schemas/markup";
import type { TextMeasure } from "./hit-test";
import { createShapeNode, isTextNode } from "./konva-nodes";
import { markupUnit, nodeToShape, type Point, shapeToNode } from "./shape-nodes";
import type { Size, View } from "./view-transform";

const HANDLE_COLOUR = "#38bdf8";
// Screen pixels: anchors are drawn 24 px wide and take touches 10 px further out (44 px for gloves).
const ANCHOR_SIZE = 24;
const ANCHOR_REACH = 20;
const MIN_BOX = 8;

export type GhostSlot = "draft" | "text";

export class MarkupStage {
  readonly unit: number;
  onTransformEnd: (shape: MarkupShape) => void = () => {};
  /** Set while two fingers pinch: a finger landing on a handle then must not start a resize. */
  handlesBlocked = false;
  private readonly stage: Stage;
  private readonly shapeLayer: Layer;
  private readonly transformer: Transformer;
  private readonly nodes = new Map<string, { shape: MarkupShape; node: Shape }>();
  private readonly ghosts = new Map<GhostSlot, Shape>();
  private cancelling = false;

  constructor(
    container: HTMLDivElement,
    image: HTMLImageElement,
    readonly photo: Size,
  ) {
    this.unit = markupUnit(photo.width, photo.height);
    this.stage = new Stage({ container, width: Math.max(1, container.clientWidth), height: Math.max(1, container.clientHeight) });
    const photoLayer = new Layer({ listening: false });
    photoLayer.add(new KonvaImage({ image, width: photo.width, height: photo.height, listening: false }));
    this.shapeLayer = new Layer();
    this.transformer = new Transformer({
      rotationSnaps: [0, 90, 180, 270],
      flipEnabled: false,
      padding: 4,
      anchorSize: ANCHOR_SIZE,
      anchorCornerRadius: ANCHOR_SIZE / 2,
      anchorStroke: HANDLE_COLOUR,
      anchorFill: "#ffffff",
      borderStroke: HANDLE_COLOUR,
      borderStrokeWidth: 2,
      rotateAnchorOffset: 40,
      anchorStyleFunc: (anchor) => {
        anchor.hitStrokeWidth(ANCHOR_REACH);
      },
      boundBoxFunc: (previous, next) =>
        (Math.abs(next.width) < MIN_BOX && Math.abs(next.width) < Math.abs(previous.width)) ||
        (Math.abs(next.height) < MIN_BOX && Math.abs(next.height) < Math.abs(previous.height))
          ? previous
          : next,
    });
    this.transformer.on("transformstart", () => {
      if (this.handlesBlocked) this.cancelTransform();
    });
    this.transformer.on("transformend", () => this.finishTransform());
    this.shapeLayer.add(this.transformer);
    this.stage.add(photoLayer, this.shapeLayer);
  }

  resize(size: Size) {
    this.stage.size({ width: Math.max(1, size.width), height: Math.max(1, size.height) });
  }

  setView(view: View) {
    this.stage.scale({ x: view.scale, y: view.scale });
    this.stage.position({ x: view.x, y: view.y });
    this.stage.batchDraw();
  }

  /** Makes the drawn shapes match the list: new ones built, changed ones updated, gone ones removed, in list order. */
  sync(shapes: readonly MarkupShape[]) {
    const present = new Set<string>();
    for (const shape of shapes) {
      present.add(shape.id);
      const entry = this.nodes.get(shape.id);
      if (!entry) {
        const node = createShapeNode(shapeToNode(shape, this.unit));
        this.shapeLayer.add(node);
        this.nodes.set(shape.id, { shape, node });
      } else if (entry.shape !== shape) {
        entry.node.setAttrs(shapeToNode(shape, this.unit).attrs);
        entry.shape = shape;
      }
    }
    for (const [id, entry] of this.nodes) {
      if (present.has(id)) continue;
      entry.node.destroy();
      this.nodes.delete(id);
    }
    shapes.forEach((shape, index) => this.nodes.get(shape.id)?.node.zIndex(index));
    for (const ghost of this.ghosts.values()) ghost.moveToTop();
    this.transformer.moveToTop();
    this.shapeLayer.batchDraw();
  }

  select(id: string | null) {
    const node = id ? this.nodes.get(id)?.node : undefined;
    this.transformer.nodes(node ? [node] : []);
    this.transformer.moveToTop();
  }

  /** A shape drawn over the others that is not in the markup yet: the one being drawn, or text being typed. */
  showGhost(slot: GhostSlot, shape: MarkupShape | null) {
    const current = this.ghosts.get(slot);
    const spec = shape ? shapeToNode(shape, this.unit) : null;
    if (current && spec && current.getClassName() === spec.kind) {
      current.setAttrs(spec.attrs);
      return;
    }
    current?.destroy();
    this.ghosts.delete(slot);
    if (!spec) return;
    const node = createShapeNode(spec);
    this.shapeLayer.add(node);
    this.ghosts.set(slot, node);
  }

  setHidden(ids: ReadonlySet<string>) {
    for (const [id, { node }] of this.nodes) node.visible(!ids.has(id));
  }

  moveNode(id: string, to: Point) {
    this.nodes.get(id)?.node.position(to);
  }

  /** Puts a node back where its shape says, after a move or resize that was called off. */
  restore(id: string) {
    const entry = this.nodes.get(id);
    if (entry) entry.node.setAttrs(shapeToNode(entry.shape, this.unit).attrs);
  }

  readNode(id: string): MarkupShape | null {
    const node = this.nodes.get(id)?.node;
    return node ? nodeToShape(node.getAttrs()) : null;
  }

  readonly measureText: TextMeasure = (shape) => {
    const node = this.nodes.get(shape.id)?.node;
    return isTextNode(node) ? { width: node.width(), height: node.height() } : null;
  };

  /** Whether a screen point (relative to the stage's box) falls on the selected shape's box. */
  selectionContains(at: Point, margin: number) {
    const node = this.transformer.nodes()[0];
    if (!node) return false;
    const box = node.getClientRect();
    return at.x >= box.x - margin && at.x <= box.x + box.width + margin && at.y >= box.y - margin && at.y <= box.y + box.height + margin;
  }

  /** Whether a screen point is on a resize or rotate handle, which konva's transformer then drives. */
  handleAt(at: Point) {
    if (this.transformer.nodes().length === 0) return false;
    return this.stage.getIntersection(at)?.getParent() === this.transformer;
  }

  /** Calls off a resize or rotate under way (a second finger came down): the shape goes back. */
  cancelTransform() {
    if (!this.transformer.isTransforming()) return;
    this.cancelling = true;
    try {
      this.transformer.stopTransform();
    } finally {
      this.cancelling = false;
    }
  }

  destroy() {
    this.stage.destroy();
    this.nodes.clear();
    this.ghosts.clear();
  }

  private finishTransform() {
    const id = this.transformer.nodes()[0]?.id();
    if (!id) return;
    if (this.cancelling) return this.restore(id);
    const shape = this.readNode(id);
    if (shape) this.onTransformEnd(shape);
  }
}
