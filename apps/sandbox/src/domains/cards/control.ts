// The cards' sandbox controls.
import { Hono } from 'hono';
import type { Sandbox } from '../../sandbox.ts';
import { externalCardCharge } from './external-cards.ts';

export function cardControls(sandbox: Sandbox): Hono {
  const app = new Hono();
  // The verification charge of an external card, for e2e (a person reads it in the inbox).
  app.get('/external-card-charge', async (c) => {
    const cardId = Number(c.req.query('cardId'));
    if (!Number.isInteger(cardId) || cardId < 1) return c.json({ message: 'cardId: must be a positive integer' }, 400);
    const charge = await externalCardCharge(sandbox.db, cardId);
    return charge ? c.json(charge) : c.json({ message: `No external card ${cardId}` }, 404);
  });
  return app;
}
