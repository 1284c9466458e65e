/**
 * Runs `work` once the next frame has been painted (a task queued from a frame callback runs
 * after that frame), and returns a way to cancel it. For code a page will want soon but not
 * for its first paint: a chunk fetched now would be evaluated on the page's thread just as it
 * renders what the analyst came for.
 */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
