/**
 * Resolves in a later task of the event loop, so the browser may handle input and paint in between
 * (`scheduler.yield` where the browser has it: the rest of the start keeps its place ahead of other tasks).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
