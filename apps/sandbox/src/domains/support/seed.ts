// Demo tickets (finish step): anna has a closed ticket from a month ago and an open one an agent answered three
// weeks ago (open: older than two weeks), so her list shows every display status but new.
import { loginOf } from '../../seed/people.ts';
import { DAY, type DomainSeed } from '../../seed/steps.ts';
import { customerByLogin } from '../invoices/parties.ts';
import { supportThreads, supportTickets } from './tables.ts';

/** The helpdesk's demo agent: a person's name, as a real agent signs (a name is the same in every language). */
export const SUPPORT_AGENT_NAME = 'Elena Marsh';

export const supportSeed: DomainSeed = {
  finish: async ({ db, now }) => {
    const anna = await customerByLogin(db, loginOf('anna.personal'));
    if (!anna) return;
    const at = (days: number) => new Date(now.getTime() - days * DAY);
    const tickets = await db
      .insert(supportTickets)
      .values([
        {
          ticketNumber: '100001',
          customerId: anna,
          subject: 'Card delivery address',
          status: 'Closed',
          createdAt: at(35),
          updatedAt: at(30),
          customerReadAt: at(30),
        },
        {
          ticketNumber: '100002',
          customerId: anna,
          subject: 'Statement in Spanish',
          status: 'Open',
          createdAt: at(25),
          updatedAt: at(21),
          customerReadAt: at(20),
        },
      ])
      .returning({ id: supportTickets.id });
    const [closed, open] = tickets;
    if (!closed || !open) return;
    await db.insert(supportThreads).values([
      {
        ticketId: closed.id,
        direction: 'in',
        author: 'Anna Novak',
        content: 'Please send my card to my new address.',
        createdAt: at(35),
      },
      {
        ticketId: closed.id,
        direction: 'out',
        author: SUPPORT_AGENT_NAME,
        content: '<p>Done: the card goes to your new address.</p>',
        contentType: 'text/html',
        createdAt: at(30),
      },
      {
        ticketId: open.id,
        direction: 'in',
        author: 'Anna Novak',
        content: 'Can I get my statement in Spanish?',
        createdAt: at(25),
      },
      {
        ticketId: open.id,
        direction: 'out',
        author: SUPPORT_AGENT_NAME,
        content: '<p>Yes: choose <b>Español</b> before you download it.</p>',
        contentType: 'text/html',
        createdAt: at(21),
      },
    ]);
  },
};
