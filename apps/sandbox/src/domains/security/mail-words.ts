// Security settings' messages in each interface language (`{code}` is the confirmation code).
import type { InLanguages } from '../../lang.ts';
import type { MailWords } from '../../outbox.ts';

type Words = InLanguages<MailWords>;

export const passwordPush: Words = {
  en: {
    subject: 'Approve your password change',
    body: 'Someone asked to change your Paydeck password: approve or refuse on your device.',
  },
  es: {
    subject: 'Apruebe el cambio de contraseña',
    body: 'Alguien ha pedido cambiar su contraseña de Paydeck: apruébelo o rechácelo en su dispositivo.',
  },
  pt: {
    subject: 'Aprove a alteração da senha',
    body: 'Alguém pediu para alterar sua senha do Paydeck: aprove ou recuse no seu dispositivo.',
  },
  ro: {
    subject: 'Aprobați schimbarea parolei',
    body: 'Cineva a cerut schimbarea parolei dumneavoastră Paydeck: aprobați sau refuzați pe dispozitiv.',
  },
  ru: {
    subject: 'Подтвердите смену пароля',
    body: 'Кто-то запросил смену вашего пароля Paydeck: подтвердите или отклоните это на своём устройстве.',
  },
  ua: {
    subject: 'Підтвердьте зміну пароля',
    body: 'Хтось запросив зміну вашого пароля Paydeck: підтвердьте або відхиліть це на своєму пристрої.',
  },
};

export const passwordCode: Words = {
  en: { subject: 'Approve your password change', body: 'Paydeck password change code {code}.' },
  es: { subject: 'Apruebe el cambio de contraseña', body: 'Código de cambio de contraseña de Paydeck: {code}.' },
  pt: { subject: 'Aprove a alteração da senha', body: 'Código de alteração de senha do Paydeck: {code}.' },
  ro: { subject: 'Aprobați schimbarea parolei', body: 'Codul Paydeck pentru schimbarea parolei: {code}.' },
  ru: { subject: 'Подтвердите смену пароля', body: 'Код Paydeck для смены пароля: {code}.' },
  ua: { subject: 'Підтвердьте зміну пароля', body: 'Код Paydeck для зміни пароля: {code}.' },
};

export const twoStepCode: Words = {
  en: { subject: 'Confirm your two-step verification change', body: 'Paydeck confirmation code {code}.' },
  es: {
    subject: 'Confirme el cambio de la verificación en dos pasos',
    body: 'Código de confirmación de Paydeck: {code}.',
  },
  pt: {
    subject: 'Confirme a alteração da verificação em duas etapas',
    body: 'Código de confirmação do Paydeck: {code}.',
  },
  ro: { subject: 'Confirmați schimbarea verificării în doi pași', body: 'Codul de confirmare Paydeck: {code}.' },
  ru: { subject: 'Подтвердите изменение двухэтапной проверки', body: 'Код подтверждения Paydeck: {code}.' },
  ua: { subject: 'Підтвердьте зміну двоетапної перевірки', body: 'Код підтвердження Paydeck: {code}.' },
};
