/**
 * Work the page may do whenever it likes (fetching the other views' code, mounting closed
 * dialogs) runs at an idle moment. An idle page thread is not an idle machine, though: while a
 * map is being drawn, its worker and the GPU process work and the page thread mostly waits, so
 * requestIdleCallback would start such work in the middle of it (on two cores, ~0.2 s later to
 * a ready incident map). Whatever must come first holds idle work back until it is done, for
 * at most `maxWaitMs`.
 */

const holds = new Set<symbol>();
const waiting = new Set<() => void>();

/** Holds idle work back; the answer lets it go (calling it again does nothing). */
export function holdIdleWork(): () => void {
  const hold = Symbol('idle work hold');
  holds.add(hold);
  return () => {
    if (!holds.delete(hold) || holds.size > 0) return;
    for (const schedule of [...waiting]) schedule();
  };
}

/**
 * Runs `work` at an idle moment at which nothing holds idle work back, or at the first idle
 * moment after `maxWaitMs` whatever holds it. A hold that starts after this call still counts:
 * the holds are read when the idle moment comes. Answers a cancel.
 */
export function whenIdle(work: () => void, { maxWaitMs = 5000 } = {}): () => void {
  const deadline = Date.now() + maxWaitMs;
  let cancelled = false;
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const atIdleMoment = () => {
    if (cancelled) return;
    if (holds.size > 0 && Date.now() < deadline) {
      waiting.add(requestIdleMoment);
      timer = setTimeout(requestIdleMoment, deadline - Date.now());
      return;
    }
    work();
  };
  function requestIdleMoment() {
    waiting.delete(requestIdleMoment);
    clearTimeout(timer);
    if (cancelled) return;
    if ('requestIdleCallback' in window) {
      idleHandle = window.requestIdleCallback(atIdleMoment, { timeout: maxWaitMs });
    } else {
      timer = setTimeout(atIdleMoment, 1500);
    }
  }
  requestIdleMoment();
  return () => {
    cancelled = true;
    waiting.delete(requestIdleMoment);
    clearTimeout(timer);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
  };
}
