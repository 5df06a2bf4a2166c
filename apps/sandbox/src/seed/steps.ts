// placeholder, filled by the seeding step
export type DomainSeed = Record<string, never>;
