/**
 * One card action as a screen sees it: run it, whether it is running, what went wrong (already worded for
 * the person), what it answered. The containers make one from a mutation; stories from plain values.
 */
export interface ActionState<Input, Result> {
  busy: boolean;
  error: string | null;
  /** The answer of the last successful run; undefined until then (and after reset). */
  result: Result | undefined;
  run: (input: Input) => void;
  /** Forgets the last run (a dialog opening again starts clean). */
  reset: () => void;
}
