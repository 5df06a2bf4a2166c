// The transfer approval's messages in each interface language (`{code}` is the operation's code).
import type { InLanguages } from '../../lang.ts';
import type { MailWords } from '../../outbox.ts';

type Words = InLanguages<MailWords>;

export const smsCode: Words = {
  en: { subject: 'Transfer code', body: 'Your Paydeck transfer code is {code}. It expires in 5 minutes.' },
  es: {
    subject: 'Código de la transferencia',
    body: 'Su código de transferencia de Paydeck es {code}. Caduca en 5 minutos.',
  },
  pt: {
    subject: 'Código da transferência',
    body: 'Seu código de transferência do Paydeck é {code}. Ele expira em 5 minutos.',
  },
  ro: {
    subject: 'Codul transferului',
    body: 'Codul dumneavoastră de transfer Paydeck este {code}. Expiră în 5 minute.',
  },
  ru: { subject: 'Код перевода', body: 'Ваш код перевода Paydeck: {code}. Он действует 5 минут.' },
  ua: { subject: 'Код переказу', body: 'Ваш код переказу Paydeck: {code}. Він дійсний 5 хвилин.' },
};

export const otpCode: Words = {
  en: { subject: 'Transfer code', body: 'Authenticator code for your transfer: {code}' },
  es: { subject: 'Código de la transferencia', body: 'Código del autenticador para su transferencia: {code}' },
  pt: { subject: 'Código da transferência', body: 'Código do autenticador para sua transferência: {code}' },
  ro: { subject: 'Codul transferului', body: 'Codul de autentificare pentru transferul dumneavoastră: {code}' },
  ru: { subject: 'Код перевода', body: 'Код из приложения-аутентификатора для вашего перевода: {code}' },
  ua: { subject: 'Код переказу', body: 'Код із застосунку-автентифікатора для вашого переказу: {code}' },
};

export const approvalEmail: Words = {
  en: { subject: 'Approve your transfer', body: 'Approve your transfer with the code {code}, or open the link.' },
  es: { subject: 'Apruebe su transferencia', body: 'Apruebe su transferencia con el código {code} o abra el enlace.' },
  pt: { subject: 'Aprove sua transferência', body: 'Aprove sua transferência com o código {code} ou abra o link.' },
  ro: { subject: 'Aprobați transferul', body: 'Aprobați transferul cu codul {code} sau deschideți linkul.' },
  ru: { subject: 'Подтвердите перевод', body: 'Подтвердите перевод кодом {code} или откройте ссылку.' },
  ua: { subject: 'Підтвердьте переказ', body: 'Підтвердьте переказ кодом {code} або відкрийте посилання.' },
};

export const approvalPush: Words = {
  en: {
    subject: 'Approve your transfer',
    body: 'A transfer waits for your approval: approve or refuse it on your device.',
  },
  es: {
    subject: 'Apruebe su transferencia',
    body: 'Una transferencia espera su aprobación: apruébela o rechácela en su dispositivo.',
  },
  pt: {
    subject: 'Aprove sua transferência',
    body: 'Uma transferência aguarda sua aprovação: aprove ou recuse no seu dispositivo.',
  },
  ro: {
    subject: 'Aprobați transferul',
    body: 'Un transfer așteaptă aprobarea dumneavoastră: aprobați-l sau refuzați-l pe dispozitiv.',
  },
  ru: {
    subject: 'Подтвердите перевод',
    body: 'Перевод ждёт вашего подтверждения: подтвердите или отклоните его на своём устройстве.',
  },
  ua: {
    subject: 'Підтвердьте переказ',
    body: 'Переказ чекає на ваше підтвердження: підтвердьте або відхиліть його на своєму пристрої.',
  },
};
