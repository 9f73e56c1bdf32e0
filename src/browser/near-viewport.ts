/**
 * Calls `onNear` each time `element` comes within `margin` of the viewport (an IntersectionObserver
 * `rootMargin`, such as `'200px'`), so work a reader may never need waits until they scroll near
 * it; where the browser has no IntersectionObserver, at once. `onNear` gets, and the call returns,
 * what stops watching (once is enough for most work).
 */
export function watchNearViewport(
  element: Element,
  margin: string,
  onNear: (stop: () => void) => void,
): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    const stop = () => {};
    onNear(stop);
    return stop;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onNear(stop);
    },
    { rootMargin: margin },
  );
  const stop = () => observer.disconnect();
  observer.observe(element);
  return stop;
}
