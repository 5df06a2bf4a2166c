// Fault injection per method name ("*" for every method): latency, HTTP 500s, dropped
// connections and malformed answers. Drops alternate: the 1st, 3rd... drop happens before the
// method runs, the 2nd, 4th... after its business effect has committed, so that a client retrying
// a money-moving call really meets the "it was booked but I never heard back" case.

import { seededRandom } from '../random.ts';

export interface FaultConfig {
  method: string;
  latencyMs?: number;
  status500Rate?: number;
  dropRate?: number;
  malformedRate?: number;
  /** Makes the random draws repeatable (tests). */
  seed?: number;
}

export type FaultAction = 'none' | 'status500' | 'dropBefore' | 'dropAfter' | 'malformed';

export interface FaultCounters {
  calls: number;
  status500: number;
  dropBefore: number;
  dropAfter: number;
  malformed: number;
}

interface Entry {
  config: FaultConfig;
  random: () => number;
  counters: FaultCounters;
}

export class FaultTable {
  readonly #entries = new Map<string, Entry>();

  set(config: FaultConfig): void {
    const random = config.seed === undefined ? Math.random : seededRandom(config.seed);
    const counters = { calls: 0, status500: 0, dropBefore: 0, dropAfter: 0, malformed: 0 };
    this.#entries.set(config.method, { config, random, counters });
  }

  clear(): void {
    this.#entries.clear();
  }

  list(): { config: FaultConfig; counters: FaultCounters }[] {
    return [...this.#entries.values()].map(({ config, counters }) => ({ config, counters: { ...counters } }));
  }

  /** Draws what happens to one call of `method`: its added latency and the fault, if any. */
  draw(method: string): { latencyMs: number; action: FaultAction } {
    const entry = this.#entries.get(method) ?? this.#entries.get('*');
    if (!entry) return { latencyMs: 0, action: 'none' };
    const { config, counters } = entry;
    counters.calls += 1;
    const r = entry.random();
    const drop = config.dropRate ?? 0;
    const status500 = drop + (config.status500Rate ?? 0);
    const malformed = status500 + (config.malformedRate ?? 0);
    let action: FaultAction = 'none';
    if (r < drop) {
      const drops = counters.dropBefore + counters.dropAfter;
      action = drops % 2 === 0 ? 'dropBefore' : 'dropAfter';
    } else if (r < status500) action = 'status500';
    else if (r < malformed) action = 'malformed';
    if (action !== 'none') counters[action] += 1;
    return { latencyMs: config.latencyMs ?? 0, action };
  }
}
