/**
 * happy-dom has no layout, so nothing is ever "in view" by itself: this IntersectionObserver reports
 * only what a test says came into view (`scrollIntoViewport`), as a browser would once the page was
 * scrolled there. Observers that no longer watch the element hear nothing.
 */
type Callback = (entries: IntersectionObserverEntry[], observer: IntersectionObserver) => void;

const observers = new Set<TestIntersectionObserver>();

export class TestIntersectionObserver implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin: string;
  readonly thresholds: readonly number[] = [0];
  private readonly targets = new Set<Element>();

  constructor(
    private readonly callback: Callback,
    options: IntersectionObserverInit = {},
  ) {
    this.rootMargin = options.rootMargin ?? '0px';
  }

  observe(target: Element): void {
    this.targets.add(target);
    observers.add(this);
  }

  unobserve(target: Element): void {
    this.targets.delete(target);
  }

  disconnect(): void {
    this.targets.clear();
    observers.delete(this);
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Reports `target` as intersecting, if this observer watches it. */
  report(target: Element): void {
    if (!this.targets.has(target)) return;
    const rect = target.getBoundingClientRect();
    const entry: IntersectionObserverEntry = {
      target,
      isIntersecting: true,
      intersectionRatio: 1,
      boundingClientRect: rect,
      intersectionRect: rect,
      rootBounds: null,
      time: performance.now(),
    };
    this.callback([entry], this);
  }
}

/** The page was scrolled so that `target` is in view: every observer watching it is told. */
export function scrollIntoViewport(target: Element): void {
  for (const observer of [...observers]) observer.report(target);
}

export function resetIntersectionObservers(): void {
  observers.clear();
}
