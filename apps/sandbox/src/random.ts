// mulberry32: a tiny seeded generator for repeatable draws (demo data, fault injection).
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seed from a name, so each demo person's data does not depend on the others. */
export function seedOf(name: string): number {
  let h = 2166136261;
  for (const char of name) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}
