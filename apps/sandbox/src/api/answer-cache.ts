// Answers of read-only methods, kept until the next write. Any call of a method that is not
// read-only (and a reset) empties the whole cache, so a cached answer is never older than the last
// change this process made. Safe because one process owns the database (a PGlite folder has no
// lock; for several processes on one PostgreSQL, set SANDBOX_ANSWER_CACHE=0).
import type { Answer } from './answers.ts';

const LIMIT = 5_000;

export class AnswerCache {
  readonly #answers = new Map<string, Answer>();
  #generation = 0;
  readonly enabled: boolean;

  constructor(enabled: boolean) {
    this.enabled = enabled;
  }

  get(key: string): Answer | undefined {
    return this.enabled ? this.#answers.get(key) : undefined;
  }

  /** Call before reading the database; pass the result to `set`. */
  generation(): number {
    return this.#generation;
  }

  /** Keeps an answer unless a write finished since `generation` (the answer may predate it). */
  set(key: string, answer: Answer, generation: number): void {
    if (!this.enabled || generation !== this.#generation) return;
    if (this.#answers.size >= LIMIT) this.#answers.delete(this.#answers.keys().next().value as string);
    this.#answers.set(key, answer);
  }

  /** Something was (or may have been) written: forget everything. */
  clear(): void {
    this.#generation += 1;
    this.#answers.clear();
  }

  get size(): number {
    return this.#answers.size;
  }
}
