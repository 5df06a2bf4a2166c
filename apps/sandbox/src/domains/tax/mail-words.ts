// The tax self-certification's message in each interface language (`{days}`: how long the link works, written for
// SECRET_DAYS = 30: Romanian counts 20 and more with "de").
import type { InLanguages } from '../../lang.ts';
import type { MailWords } from '../../outbox.ts';

export const certifyLink: InLanguages<MailWords> = {
  en: {
    subject: 'Certify your tax residence',
    body: 'Open the link within {days} days to complete your tax self-certification.',
  },
  es: {
    subject: 'Certifique su residencia fiscal',
    body: 'Abra el enlace en un plazo de {days} días para completar su autocertificación fiscal.',
  },
  pt: {
    subject: 'Certifique sua residência fiscal',
    body: 'Abra o link em até {days} dias para concluir sua autocertificação fiscal.',
  },
  ro: {
    subject: 'Certificați-vă rezidența fiscală',
    body: 'Deschideți linkul în cel mult {days} de zile pentru a finaliza autocertificarea fiscală.',
  },
  ru: {
    subject: 'Подтвердите налоговое резидентство',
    body: 'Откройте ссылку в течение {days} дней, чтобы заполнить декларацию о налоговом резидентстве.',
  },
  ua: {
    subject: 'Підтвердьте податкове резидентство',
    body: 'Відкрийте посилання протягом {days} днів, щоб заповнити декларацію про податкове резидентство.',
  },
};
