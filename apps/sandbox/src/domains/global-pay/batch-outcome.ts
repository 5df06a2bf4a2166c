// A submitted batch whose last payment is settled (paid, refused by its recipient, or stopped after too many wrong
// codes) with some paid and some not is partly paid: its sender is told (payments.md 4 "Notifications":
// batchPartially, the code is the batch id; a company's batch to the people acting for it), in each connection's
// language. A batch fully paid, or paid to nobody, tells nothing here (history's batch list shows its status).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import type { InLanguages } from '../../lang.ts';
import { type NotificationWords, publishNotification } from '../../realtime/notify.ts';
import type { Sandbox } from '../../sandbox.ts';
import { customersToTell } from '../customer/audience.ts';
import { globalPayBatches, globalPayPayments } from './tables.ts';

export const batchPartlyPaidWords: InLanguages<NotificationWords> = {
  en: {
    title: 'Batch partly paid',
    body: '{name}: {paid} of {total} payments were paid. The money of the others is back in your account.',
  },
  es: {
    title: 'Lote pagado en parte',
    body: '{name}: se pagaron {paid} de {total} pagos. El dinero de los demás ha vuelto a su cuenta.',
  },
  pt: {
    title: 'Lote pago em parte',
    body: '{name}: {paid} de {total} pagamentos foram pagos. O dinheiro dos demais voltou para sua conta.',
  },
  ro: {
    title: 'Lot plătit parțial',
    body: '{name}: au fost plătite {paid} din {total} plăți. Banii celorlalte s-au întors în contul dumneavoastră.',
  },
  ru: {
    title: 'Пакет оплачен частично',
    body: '{name}: выплачено платежей — {paid} из {total}. Деньги остальных вернулись на ваш счёт.',
  },
  ua: {
    title: 'Пакет оплачено частково',
    body: '{name}: виплачено платежів — {paid} з {total}. Гроші решти повернулися на ваш рахунок.',
  },
};

const settled = new Set(['paid', 'refused', 'expired']);

/** After a payment of the batch settles: tells its sender when the batch ended partly paid; answers whether. */
export async function tellIfPartlyPaid(sandbox: Sandbox, db: Db, batchId: number): Promise<boolean> {
  const [batch] = await db.select().from(globalPayBatches).where(eq(globalPayBatches.id, batchId));
  if (batch?.status !== 'submitted') return false;
  const payments = await db
    .select({ status: globalPayPayments.status })
    .from(globalPayPayments)
    .where(and(eq(globalPayPayments.batchId, batchId), eq(globalPayPayments.removed, false)));
  if (payments.some((payment) => !settled.has(payment.status))) return false;
  const paid = payments.filter((payment) => payment.status === 'paid').length;
  if (paid === 0 || paid === payments.length) return false;
  for (const customerId of await customersToTell(db, batch.customerId)) {
    publishNotification(sandbox, customerId, {
      type: 'batchPartially',
      status: 'warning',
      code: String(batch.id),
      words: batchPartlyPaidWords,
      values: { name: batch.batchName, paid: String(paid), total: String(payments.length) },
    });
  }
  return true;
}
