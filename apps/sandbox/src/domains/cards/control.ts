// The cards' sandbox controls:
//   GET  /__sandbox/external-card-charge?cardId=N   the verification charge of an external card
//   POST /__sandbox/cards/{accountId}/close          the bank closes a card (canceled; cardClosed to its holder)
import { Hono } from 'hono';
import type { Sandbox } from '../../sandbox.ts';
import { closeCardByBank, NotClosable } from './closing.ts';
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
  app.post('/cards/:accountId/close', async (c) => {
    const accountId = Number(c.req.param('accountId'));
    if (!Number.isInteger(accountId) || accountId < 1)
      return c.json({ message: 'accountId: must be a card account' }, 400);
    try {
      return c.json(await closeCardByBank(sandbox, accountId));
    } catch (error) {
      if (error instanceof NotClosable) return c.json({ message: error.message }, error.status);
      throw error;
    }
  });
  return app;
}
