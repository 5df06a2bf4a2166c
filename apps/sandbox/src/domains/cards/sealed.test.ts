// @vitest-environment node
import { sql } from 'drizzle-orm';
import { createTestSandbox, type TestSandbox } from '../../test/harness.ts';
import { open, seal } from './sealed.ts';
import { cardSecrets } from './tables.ts';

describe('card secrets at rest', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await createTestSandbox();
  });
  afterAll(() => t.close());

  test('the database holds no PIN, CVV or card number in the clear; the code reads them plain', async () => {
    const raw = await t.db.execute(sql`select pin, cvv, card_number from card_secrets`);
    const rows = (raw as unknown as { rows: { pin: string; cvv: string; card_number: string | null }[] }).rows;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.pin).toMatch(/^v1:/);
      expect(row.cvv).toMatch(/^v1:/);
      if (row.card_number !== null) expect(row.card_number).toMatch(/^v1:/);
    }
    const read = await t.db.select().from(cardSecrets);
    expect(read.every((row) => /^\d{4}$/.test(row.pin) && /^\d{3}$/.test(row.cvv))).toBe(true);
  });

  test('sealing is randomised and tamper-evident; a row from before sealing reads as it was', () => {
    expect(seal('1234')).not.toBe(seal('1234'));
    expect(open(seal('1234'))).toBe('1234');
    const [prefix, iv, tag, body] = seal('1234').split(':');
    const flipped = `${prefix}:${iv}:${tag}:${body?.startsWith('A') ? `B${body.slice(1)}` : `A${body?.slice(1)}`}`;
    expect(() => open(flipped)).toThrow();
    expect(open('4321')).toBe('4321');
  });
});
