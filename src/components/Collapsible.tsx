import { useEffect, useRef, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { COLLAPSE_EASING, COLLAPSE_REDUCED_MOTION_MS } from '../config';

/** Animation duration from the content height (Docusaurus' formula); 1 ms with reduced motion. */
export function collapseDuration(height: number, reducedMotion: boolean): number {
  if (reducedMotion) return COLLAPSE_REDUCED_MOTION_MS;
  const constant = height / 36;
  return Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10);
}

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  );
}

/** A section that expands and collapses by animating its height. */
export function Collapsible({
  collapsed,
  children,
  id,
}: {
  collapsed: boolean;
  children: ReactNode;
  id?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  const [style, setStyle] = useState<CSSProperties>(
    collapsed ? { height: 0, overflow: 'hidden', visibility: 'hidden' } : {},
  );
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const el = ref.current;
    if (!el) return;
    const height = el.scrollHeight;
    const duration = collapseDuration(height, prefersReducedMotion());
    const transition = `height ${duration}ms ${COLLAPSE_EASING}`;
    if (collapsed) {
      setStyle({ height, overflow: 'hidden', transition });
      requestAnimationFrame(() => setStyle({ height: 0, overflow: 'hidden', transition }));
      const t = setTimeout(
        () => setStyle({ height: 0, overflow: 'hidden', visibility: 'hidden' }),
        duration,
      );
      return () => clearTimeout(t);
    } else {
      setStyle({ height, overflow: 'hidden', transition });
      const t = setTimeout(() => setStyle({}), duration);
      return () => clearTimeout(t);
    }
  }, [collapsed]);
  return (
    <div ref={ref} id={id} style={style}>
      {children}
    </div>
  );
}
