// KYC's messages in each interface language: codes for a new sign-in e-mail, a payment e-mail and a phone.
import type { InLanguages } from '../../lang.ts';
import type { MailWords } from '../../outbox.ts';

type Words = InLanguages<MailWords>;

export const usernameCode: Words = {
  en: {
    subject: 'Confirm your new Paydeck sign-in e-mail',
    body: 'Code {code} (request {request}) makes {email} your sign-in e-mail. It works for 10 minutes.',
  },
  es: {
    subject: 'Confirme su nuevo correo de inicio de sesión en Paydeck',
    body: 'El código {code} (solicitud {request}) convierte {email} en su correo de inicio de sesión. Vale 10 minutos.',
  },
  pt: {
    subject: 'Confirme seu novo e-mail de acesso ao Paydeck',
    body: 'O código {code} (pedido {request}) torna {email} seu e-mail de acesso. Ele vale por 10 minutos.',
  },
  ro: {
    subject: 'Confirmați noul e-mail de conectare Paydeck',
    body: 'Codul {code} (cererea {request}) face din {email} e-mailul dumneavoastră de conectare. Este valabil 10 minute.',
  },
  ru: {
    subject: 'Подтвердите новый e-mail для входа в Paydeck',
    body: 'Код {code} (запрос {request}) делает {email} вашим e-mail для входа. Он действует 10 минут.',
  },
  ua: {
    subject: 'Підтвердьте нову e-mail-адресу для входу в Paydeck',
    body: 'Код {code} (запит {request}) робить {email} вашою адресою для входу. Він дійсний 10 хвилин.',
  },
};

export const paymentEmailCode: Words = {
  en: {
    subject: 'Confirm your payment e-mail',
    body: 'Code {code} confirms {email} as a Paydeck payment e-mail. It works for 10 minutes.',
  },
  es: {
    subject: 'Confirme su correo de pagos',
    body: 'El código {code} confirma {email} como correo de pagos de Paydeck. Vale 10 minutos.',
  },
  pt: {
    subject: 'Confirme seu e-mail de pagamentos',
    body: 'O código {code} confirma {email} como e-mail de pagamentos do Paydeck. Ele vale por 10 minutos.',
  },
  ro: {
    subject: 'Confirmați e-mailul de plăți',
    body: 'Codul {code} confirmă {email} ca e-mail de plăți Paydeck. Este valabil 10 minute.',
  },
  ru: {
    subject: 'Подтвердите e-mail для платежей',
    body: 'Код {code} подтверждает {email} как e-mail для платежей Paydeck. Он действует 10 минут.',
  },
  ua: {
    subject: 'Підтвердьте e-mail для платежів',
    body: 'Код {code} підтверджує {email} як e-mail для платежів Paydeck. Він дійсний 10 хвилин.',
  },
};

export const phoneSms: Words = {
  en: { subject: 'Confirm your phone', body: 'Paydeck code {code} confirms this phone. It works for 10 minutes.' },
  es: { subject: 'Confirme su teléfono', body: 'El código de Paydeck {code} confirma este teléfono. Vale 10 minutos.' },
  pt: {
    subject: 'Confirme seu telefone',
    body: 'O código Paydeck {code} confirma este telefone. Ele vale por 10 minutos.',
  },
  ro: {
    subject: 'Confirmați-vă telefonul',
    body: 'Codul Paydeck {code} confirmă acest telefon. Este valabil 10 minute.',
  },
  ru: { subject: 'Подтвердите телефон', body: 'Код Paydeck {code} подтверждает этот телефон. Он действует 10 минут.' },
  ua: { subject: 'Підтвердьте телефон', body: 'Код Paydeck {code} підтверджує цей телефон. Він дійсний 10 хвилин.' },
};

export const phoneApproval: Words = {
  en: {
    subject: 'Approve your new phone',
    body: 'Approval code {code} adds {phone} to your Paydeck profile. It works for 10 minutes.',
  },
  es: {
    subject: 'Apruebe su nuevo teléfono',
    body: 'El código de aprobación {code} añade {phone} a su perfil de Paydeck. Vale 10 minutos.',
  },
  pt: {
    subject: 'Aprove seu novo telefone',
    body: 'O código de aprovação {code} adiciona {phone} ao seu perfil do Paydeck. Ele vale por 10 minutos.',
  },
  ro: {
    subject: 'Aprobați noul telefon',
    body: 'Codul de aprobare {code} adaugă {phone} la profilul dumneavoastră Paydeck. Este valabil 10 minute.',
  },
  ru: {
    subject: 'Подтвердите новый телефон',
    body: 'Код подтверждения {code} добавляет {phone} в ваш профиль Paydeck. Он действует 10 минут.',
  },
  ua: {
    subject: 'Підтвердьте новий телефон',
    body: 'Код підтвердження {code} додає {phone} до вашого профілю Paydeck. Він дійсний 10 хвилин.',
  },
};
