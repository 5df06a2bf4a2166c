// The token service's and account access's messages in each interface language. `{code}` is a code, `{from}` where
// a sign-in comes from (fromWords), `{devices}` the person's device names.
import type { InLanguages } from '../../lang.ts';
import type { MailWords } from '../../outbox.ts';

type Words = InLanguages<MailWords>;

export const pushResent: Words = {
  en: { subject: 'Approve sign-in (sent again)', body: 'Approve or refuse the sign-in to Paydeck.' },
  es: { subject: 'Apruebe el inicio de sesión (reenviado)', body: 'Apruebe o rechace el inicio de sesión en Paydeck.' },
  pt: { subject: 'Aprove o acesso (enviado novamente)', body: 'Aprove ou recuse o acesso ao Paydeck.' },
  ro: { subject: 'Aprobați conectarea (trimis din nou)', body: 'Aprobați sau refuzați conectarea la Paydeck.' },
  ru: { subject: 'Подтвердите вход (отправлено повторно)', body: 'Подтвердите или отклоните вход в Paydeck.' },
  ua: { subject: 'Підтвердьте вхід (надіслано повторно)', body: 'Підтвердьте або відхиліть вхід у Paydeck.' },
};

const storeLinks = 'https://apps.apple.com/app/paydeck https://play.google.com/store/apps/details?id=app.paydeck';
export const storesLinks: Words = {
  en: {
    subject: 'SMS to {number}',
    body: 'Get the Paydeck app: https://apps.apple.com/app/paydeck and https://play.google.com/store/apps/details?id=app.paydeck',
  },
  es: { subject: 'SMS a {number}', body: `Descargue la aplicación Paydeck: ${storeLinks}` },
  pt: { subject: 'SMS para {number}', body: `Baixe o aplicativo Paydeck: ${storeLinks}` },
  ro: { subject: 'SMS către {number}', body: `Descărcați aplicația Paydeck: ${storeLinks}` },
  ru: { subject: 'SMS на {number}', body: `Установите приложение Paydeck: ${storeLinks}` },
  ua: { subject: 'SMS на {number}', body: `Установіть застосунок Paydeck: ${storeLinks}` },
};

export const activation: Words = {
  en: { subject: 'Activate your Paydeck account', body: 'Open the link to activate your account. Code {code}.' },
  es: { subject: 'Active su cuenta de Paydeck', body: 'Abra el enlace para activar su cuenta. Código {code}.' },
  pt: { subject: 'Ative sua conta Paydeck', body: 'Abra o link para ativar sua conta. Código {code}.' },
  ro: { subject: 'Activați-vă contul Paydeck', body: 'Deschideți linkul pentru a vă activa contul. Cod {code}.' },
  ru: {
    subject: 'Активируйте учётную запись Paydeck',
    body: 'Откройте ссылку, чтобы активировать учётную запись. Код {code}.',
  },
  ua: {
    subject: 'Активуйте обліковий запис Paydeck',
    body: 'Відкрийте посилання, щоб активувати обліковий запис. Код {code}.',
  },
};

export const recovery: Words = {
  en: {
    subject: 'Reset your Paydeck password',
    body: 'Open the link within an hour to choose a new password. Code {code}.',
  },
  es: {
    subject: 'Restablezca su contraseña de Paydeck',
    body: 'Abra el enlace en menos de una hora para elegir una contraseña nueva. Código {code}.',
  },
  pt: {
    subject: 'Redefina sua senha do Paydeck',
    body: 'Abra o link em até uma hora para escolher uma nova senha. Código {code}.',
  },
  ro: {
    subject: 'Resetați-vă parola Paydeck',
    body: 'Deschideți linkul în cel mult o oră pentru a alege o parolă nouă. Cod {code}.',
  },
  ru: {
    subject: 'Сброс пароля Paydeck',
    body: 'Откройте ссылку в течение часа, чтобы задать новый пароль. Код {code}.',
  },
  ua: {
    subject: 'Скидання пароля Paydeck',
    body: 'Відкрийте посилання протягом години, щоб задати новий пароль. Код {code}.',
  },
};

export const signInOtp: Words = {
  en: { subject: 'Authenticator code', body: 'Your Paydeck sign-in code is {code}.' },
  es: { subject: 'Código del autenticador', body: 'Su código de inicio de sesión de Paydeck es {code}.' },
  pt: { subject: 'Código do autenticador', body: 'Seu código de acesso ao Paydeck é {code}.' },
  ro: { subject: 'Cod de autentificare', body: 'Codul dumneavoastră de conectare Paydeck este {code}.' },
  ru: { subject: 'Код из приложения-аутентификатора', body: 'Ваш код для входа в Paydeck: {code}.' },
  ua: { subject: 'Код із застосунку-автентифікатора', body: 'Ваш код для входу в Paydeck: {code}.' },
};

export const signInSms: Words = {
  en: { subject: 'SMS to {number}', body: 'Paydeck code {code} (identifier {identifier}).' },
  es: { subject: 'SMS a {number}', body: 'Código de Paydeck {code} (identificador {identifier}).' },
  pt: { subject: 'SMS para {number}', body: 'Código Paydeck {code} (identificador {identifier}).' },
  ro: { subject: 'SMS către {number}', body: 'Cod Paydeck {code} (identificator {identifier}).' },
  ru: { subject: 'SMS на {number}', body: 'Код Paydeck {code} (идентификатор {identifier}).' },
  ua: { subject: 'SMS на {number}', body: 'Код Paydeck {code} (ідентифікатор {identifier}).' },
};

export const signInPush: Words = {
  en: { subject: 'Approve sign-in', body: 'Sign-in to Paydeck from {from}: approve or refuse on {devices}.' },
  es: {
    subject: 'Apruebe el inicio de sesión',
    body: 'Inicio de sesión en Paydeck desde {from}: apruébelo o rechácelo en {devices}.',
  },
  pt: { subject: 'Aprove o acesso', body: 'Acesso ao Paydeck a partir de {from}: aprove ou recuse em {devices}.' },
  ro: {
    subject: 'Aprobați conectarea',
    body: 'Conectare la Paydeck din {from}: aprobați-o sau refuzați-o pe {devices}.',
  },
  ru: { subject: 'Подтвердите вход', body: 'Вход в Paydeck {from}: подтвердите или отклоните его на {devices}.' },
  ua: { subject: 'Підтвердьте вхід', body: 'Вхід у Paydeck {from}: підтвердьте або відхиліть його на {devices}.' },
};

/** Where a push sign-in comes from, and what stands for the devices when the person has none listed. */
export const fromWords: InLanguages<{ partner: string; web: string; device: string }> = {
  en: { partner: 'a partner site', web: 'the web', device: 'your device' },
  es: { partner: 'un sitio asociado', web: 'la web', device: 'su dispositivo' },
  pt: { partner: 'um site parceiro', web: 'a web', device: 'seu dispositivo' },
  ro: { partner: 'un site partener', web: 'web', device: 'dispozitivul dumneavoastră' },
  ru: { partner: 'с сайта партнёра', web: 'из браузера', device: 'вашем устройстве' },
  ua: { partner: 'з сайту партнера', web: 'з браузера', device: 'вашому пристрої' },
};

export const newDevice: Words = {
  en: {
    subject: 'Confirm sign-in from a new device',
    body: 'Someone signed in to Paydeck from a browser we do not know. Approve it if it was you.',
  },
  es: {
    subject: 'Confirme el inicio de sesión desde un dispositivo nuevo',
    body: 'Alguien ha iniciado sesión en Paydeck desde un navegador que no conocemos. Apruébelo si ha sido usted.',
  },
  pt: {
    subject: 'Confirme o acesso de um novo dispositivo',
    body: 'Alguém entrou no Paydeck a partir de um navegador que não conhecemos. Aprove se foi você.',
  },
  ro: {
    subject: 'Confirmați conectarea de pe un dispozitiv nou',
    body: 'Cineva s-a conectat la Paydeck dintr-un browser pe care nu îl cunoaștem. Aprobați dacă ați fost dumneavoastră.',
  },
  ru: {
    subject: 'Подтвердите вход с нового устройства',
    body: 'Кто-то вошёл в Paydeck из незнакомого нам браузера. Подтвердите, если это были вы.',
  },
  ua: {
    subject: 'Підтвердьте вхід із нового пристрою',
    body: 'Хтось увійшов у Paydeck із незнайомого нам браузера. Підтвердьте, якщо це були ви.',
  },
};
