// The company users' messages in each interface language: a new user's activation (`{code}`).
import type { InLanguages } from '../../lang.ts';
import type { MailWords } from '../../outbox.ts';

export const userInvitation: InLanguages<MailWords> = {
  en: {
    subject: 'You have been invited to a company account',
    body: 'Open the link to activate your access. Code {code}.',
  },
  es: {
    subject: 'Le han invitado a la cuenta de una empresa',
    body: 'Abra el enlace para activar su acceso. Código {code}.',
  },
  pt: {
    subject: 'Você foi convidado para a conta de uma empresa',
    body: 'Abra o link para ativar seu acesso. Código {code}.',
  },
  ro: {
    subject: 'Ați primit o invitație în contul unei firme',
    body: 'Deschideți linkul pentru a vă activa accesul. Cod {code}.',
  },
  ru: {
    subject: 'Вас пригласили в учётную запись компании',
    body: 'Откройте ссылку, чтобы активировать доступ. Код {code}.',
  },
  ua: {
    subject: 'Вас запросили до облікового запису компанії',
    body: 'Відкрийте посилання, щоб активувати доступ. Код {code}.',
  },
};
