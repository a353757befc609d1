/**
 * Tooltips for icon-only buttons and links, as the spec times them: one opens after 700 ms, and another at once
 * within 300 ms of one closing, so moving along a row of icons reads each. One element serves the page, shown for
 * a mouse or pen resting on a button or link that has an aria-label and no words of its own, or keyboard focus on
 * it; never for touch, where a tap is the action. Its text is that label, so assistive technology skips it. In a
 * modal <dialog> (the top layer, above any z-index) the tip goes inside it.
 */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

const GAP_PX = 6;
const EDGE_PX = 8;
const CLASSES = "pointer-events-none fixed z-[100] max-w-xs rounded-md bg-foreground px-2 py-1 text-xs font-semibold text-background shadow-md";

const ICON_CONTROL = "button[aria-label], a[aria-label], [role='button'][aria-label]";

function owning(target: EventTarget | null): HTMLElement | null {
  const control = target instanceof Element ? target.closest<HTMLElement>(ICON_CONTROL) : null;
  return control && !control.textContent?.trim() ? control : null;
}

function keyboardFocused(element: HTMLElement) {
  try {
    return element.matches(":focus-visible");
  } catch {
    return false;
  }
}

/** Places the tip centred below its owner, above it where the screen ends, and inside the screen's sides. */
function place(tip: HTMLElement, owner: HTMLElement) {
  const box = owner.getBoundingClientRect();
  const { offsetWidth: width, offsetHeight: height } = tip;
  const below = box.bottom + GAP_PX + height <= window.innerHeight - EDGE_PX;
  const left = Math.min(Math.max(box.left + box.width / 2 - width / 2, EDGE_PX), window.innerWidth - width - EDGE_PX);
  tip.style.left = `${Math.round(left)}px`;
  tip.style.top = `${Math.round(below ? box.bottom + GAP_PX : box.top - GAP_PX - height)}px`;
}

/** Listens on the document; the answer removes the listeners and any tip shown. */
export function installTooltips(doc: Document = document): () => void {
  const tip = doc.createElement("div");
  tip.className = CLASSES;
  tip.setAttribute("aria-hidden", "true");
  let owner: HTMLElement | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closedAt = Number.NEGATIVE_INFINITY;

  const hide = () => {
    clearTimeout(timer);
    owner = null;
    if (!tip.isConnected) return;
    tip.remove();
    closedAt = Date.now();
  };
  const show = (element: HTMLElement) => {
    tip.textContent = element.getAttribute("aria-label");
    (element.closest("dialog[open]") ?? doc.body).append(tip);
    place(tip, element);
  };
  const arm = (element: HTMLElement) => {
    if (element === owner) return;
    hide();
    owner = element;
    const wait = Date.now() - closedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_DELAY_MS;
    timer = setTimeout(() => element.isConnected && show(element), wait);
  };

  const listeners: [string, (event: Event) => void][] = [
    ["pointerover", (event) => {
      if ((event as PointerEvent).pointerType === "touch") return;
      const element = owning(event.target);
      if (element) arm(element);
      else if (owner) hide();
    }],
    ["pointerout", (event) => {
      if (owner && !owner.contains((event as PointerEvent).relatedTarget as Node | null)) hide();
    }],
    ["focusin", (event) => {
      const element = owning(event.target);
      if (element && keyboardFocused(element)) arm(element);
      else hide();
    }],
    ["focusout", hide],
    ["pointerdown", hide],
    ["keydown", (event) => (event as KeyboardEvent).key === "Escape" && hide()],
    ["scroll", hide],
  ];
  for (const [type, listener] of listeners) doc.addEventListener(type, listener, true);
  return () => {
    hide();
    for (const [type, listener] of listeners) doc.removeEventListener(type, listener, true);
  };
}
