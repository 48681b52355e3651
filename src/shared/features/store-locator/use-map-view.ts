/**
 * Zoom and pan of the store map by changing its SVG viewBox: buttons and keys (animated over
 * 200 ms, at once when the visitor asks for reduced motion), Ctrl and the wheel or a trackpad's
 * pinch (about the pointer, as it turns), and dragging with a mouse, pen or finger. Also measures
 * map units per screen pixel, so pins and labels keep their size.
 */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { PAN_STEP, ZOOM_STEP, panned, zoomed, type MapView } from './map-view.ts';
import { ownValue } from '../../kernel/data/own-value.ts';

const ANIMATION_MS = 200;
/** A wheel's notch, in pixels: it zooms as much as a press of a zoom button; a pinch's smaller steps zoom in proportion. */
const WHEEL_NOTCH_PIXELS = 100;

/** How far the wheel turned, in pixels: a notch is some 3 lines where it counts lines, a page counts as a notch. */
function wheelPixels(event: WheelEvent): number {
  if (event.deltaMode === WheelEvent.DOM_DELTA_LINE) return (event.deltaY * WHEEL_NOTCH_PIXELS) / 3;
  if (event.deltaMode === WheelEvent.DOM_DELTA_PAGE) return event.deltaY * WHEEL_NOTCH_PIXELS;
  return event.deltaY;
}

export function useMapView(whole: MapView) {
  const [view, setView] = useState(whole);
  // Before it is measured (on the server), the map is taken to be drawn at its own size.
  const [renderedWidth, setRenderedWidth] = useState(whole.width);
  const svgRef = useRef<SVGSVGElement>(null);
  const shown = useRef(view);
  // Where the view is going: repeated presses during an animation add up.
  const target = useRef(view);
  const frame = useRef(0);
  const drag = useRef<{ pointerId: number; clientX: number; clientY: number; from: MapView } | null>(null);

  const show = useCallback((next: MapView) => {
    shown.current = next;
    setView(next);
  }, []);

  const moveTo = useCallback(
    (next: MapView) => {
      cancelAnimationFrame(frame.current);
      target.current = next;
      const from = shown.current;
      if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return show(next);
      const startedAt = performance.now();
      const step = (now: number) => {
        // A frame's time is when the frame began, which may be before this animation was asked for:
        // counted from then, the first step would run backwards (a negative viewBox on a busy page).
        const progress = Math.min(1, Math.max(0, (now - startedAt) / ANIMATION_MS));
        const eased = 1 - (1 - progress) ** 3;
        const between = (key: keyof MapView) => from[key] + (next[key] - from[key]) * eased;
        show(progress < 1 ? { x: between('x'), y: between('y'), width: between('width'), height: between('height') } : next);
        if (progress < 1) frame.current = requestAnimationFrame(step);
      };
      frame.current = requestAnimationFrame(step);
    },
    [show],
  );

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return undefined;
    const observer = new ResizeObserver(() => setRenderedWidth(svg.getBoundingClientRect().width || whole.width));
    observer.observe(svg);
    // Only with Ctrl, which is also how browsers send a trackpad's pinch: a plain wheel scrolls the
    // page past the map, as a visitor reading down the page expects, and is never caught by it.
    // Listened to here, not through React, whose wheel listeners are passive and cannot keep the
    // browser from zooming the whole page. At once, not animated: the wheel turns in small steps.
    const zoomAtPointer = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      const box = svg.getBoundingClientRect();
      const from = shown.current;
      const pointerX = from.x + ((event.clientX - box.left) / box.width) * from.width;
      const pointerY = from.y + ((event.clientY - box.top) / box.height) * from.height;
      const next = zoomed(from, whole, ZOOM_STEP ** (-wheelPixels(event) / WHEEL_NOTCH_PIXELS), pointerX, pointerY);
      cancelAnimationFrame(frame.current);
      target.current = next;
      show(next);
    };
    svg.addEventListener('wheel', zoomAtPointer, { passive: false });
    return () => {
      observer.disconnect();
      svg.removeEventListener('wheel', zoomAtPointer);
      cancelAnimationFrame(frame.current);
    };
  }, [whole, show]);

  const unitsPerPixel = view.width / renderedWidth;
  const zoomBy = (factor: number) => moveTo(zoomed(target.current, whole, factor));
  const panBy = (right: number, down: number) => moveTo(panned(target.current, whole, right * PAN_STEP * target.current.width, down * PAN_STEP * target.current.height));
  const keys: Record<string, () => void> = {
    ArrowLeft: () => panBy(-1, 0),
    ArrowRight: () => panBy(1, 0),
    ArrowUp: () => panBy(0, -1),
    ArrowDown: () => panBy(0, 1),
    '+': () => zoomBy(ZOOM_STEP),
    '=': () => zoomBy(ZOOM_STEP),
    '-': () => zoomBy(1 / ZOOM_STEP),
    '0': () => moveTo(whole),
  };

  return {
    view,
    unitsPerPixel,
    svgRef,
    moveTo,
    zoomIn: () => zoomBy(ZOOM_STEP),
    zoomOut: () => zoomBy(1 / ZOOM_STEP),
    reset: () => moveTo(whole),
    onKeyDown: (event: KeyboardEvent) => {
      const action = ownValue(keys, event.key);
      if (!action || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      action();
    },
    onPointerDown: (event: PointerEvent<SVGSVGElement>) => {
      if (event.button !== 0 || view.width >= whole.width) return;
      cancelAnimationFrame(frame.current);
      event.currentTarget.setPointerCapture(event.pointerId);
      drag.current = { pointerId: event.pointerId, clientX: event.clientX, clientY: event.clientY, from: shown.current };
    },
    onPointerMove: (event: PointerEvent<SVGSVGElement>) => {
      const started = drag.current;
      if (!started || started.pointerId !== event.pointerId) return;
      const next = panned(started.from, whole, (started.clientX - event.clientX) * unitsPerPixel, (started.clientY - event.clientY) * unitsPerPixel);
      target.current = next;
      show(next);
    },
    onPointerUp: (event: PointerEvent<SVGSVGElement>) => {
      if (drag.current?.pointerId === event.pointerId) drag.current = null;
    },
  };
}
