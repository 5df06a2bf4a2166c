// The helpdesk's notifications in each interface language; `{subject}` is the ticket's subject as the person wrote it.
import type { InLanguages } from '../../lang.ts';
import type { NotificationWords } from '../../realtime/notify.ts';

export const newMessage: InLanguages<NotificationWords> = {
  en: { title: 'New message from support', body: '{subject}' },
  es: { title: 'Nuevo mensaje del soporte', body: '{subject}' },
  pt: { title: 'Nova mensagem do suporte', body: '{subject}' },
  ro: { title: 'Mesaj nou de la asistență', body: '{subject}' },
  ru: { title: 'Новое сообщение от поддержки', body: '{subject}' },
  ua: { title: 'Нове повідомлення від підтримки', body: '{subject}' },
};

export const closedNoReply: InLanguages<NotificationWords> = {
  en: {
    title: 'Support request closed',
    body: '{subject}: closed because we had no reply. Write to us again if you still need help.',
  },
  es: {
    title: 'Solicitud de soporte cerrada',
    body: '{subject}: se ha cerrado porque no recibimos respuesta. Escríbanos de nuevo si aún necesita ayuda.',
  },
  pt: {
    title: 'Solicitação de suporte encerrada',
    body: '{subject}: encerrada porque não recebemos resposta. Escreva novamente se ainda precisar de ajuda.',
  },
  ro: {
    title: 'Solicitare de asistență închisă',
    body: '{subject}: închisă pentru că nu am primit niciun răspuns. Scrieți-ne din nou dacă mai aveți nevoie de ajutor.',
  },
  ru: {
    title: 'Обращение в поддержку закрыто',
    body: '{subject}: закрыто, так как мы не получили ответа. Напишите нам снова, если вам ещё нужна помощь.',
  },
  ua: {
    title: 'Звернення до підтримки закрито',
    body: '{subject}: закрито, бо ми не отримали відповіді. Напишіть нам знову, якщо вам ще потрібна допомога.',
  },
};
