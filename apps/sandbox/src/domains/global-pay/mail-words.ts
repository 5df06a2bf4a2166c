// Global pay's messages in each interface language: the payee's link (`{name}`, `{amount}`, `{currency}`), the
// recipient's code (`{code}`), and the sender's word that a payment was stopped (`{name}`).
import type { InLanguages } from '../../lang.ts';
import type { MailWords } from '../../outbox.ts';

type Words = InLanguages<MailWords>;

export const paymentWaiting: Words = {
  en: {
    subject: 'You have a payment of {amount} {currency}',
    body: '{name}, a payment is waiting for you. Open the link to choose how to receive it.',
  },
  es: {
    subject: 'Tiene un pago de {amount} {currency}',
    body: '{name}, tiene un pago pendiente. Abra el enlace para elegir cómo recibirlo.',
  },
  pt: {
    subject: 'Você tem um pagamento de {amount} {currency}',
    body: '{name}, há um pagamento esperando por você. Abra o link para escolher como recebê-lo.',
  },
  ro: {
    subject: 'Aveți o plată de {amount} {currency}',
    body: '{name}, vă așteaptă o plată. Deschideți linkul pentru a alege cum o primiți.',
  },
  ru: {
    subject: 'Вам платёж на {amount} {currency}',
    body: '{name}, вас ждёт платёж. Откройте ссылку, чтобы выбрать, как его получить.',
  },
  ua: {
    subject: 'Вам платіж на {amount} {currency}',
    body: '{name}, на вас чекає платіж. Відкрийте посилання, щоб вибрати, як його отримати.',
  },
};

export const recipientCode: Words = {
  en: { subject: 'Your code to receive the payment', body: 'Your code is {code}' },
  es: { subject: 'Su código para recibir el pago', body: 'Su código es {code}' },
  pt: { subject: 'Seu código para receber o pagamento', body: 'Seu código é {code}' },
  ro: { subject: 'Codul dumneavoastră pentru a primi plata', body: 'Codul dumneavoastră este {code}' },
  ru: { subject: 'Ваш код для получения платежа', body: 'Ваш код: {code}' },
  ua: { subject: 'Ваш код для отримання платежу', body: 'Ваш код: {code}' },
};

export const paymentStopped: Words = {
  en: {
    subject: 'A global payment was stopped',
    body: 'The payment to {name} was stopped after too many wrong approval codes; its money is back in your account. Send it again if it is still due.',
  },
  es: {
    subject: 'Se ha detenido un pago global',
    body: 'El pago a {name} se detuvo tras demasiados códigos de aprobación incorrectos; el dinero ha vuelto a su cuenta. Vuelva a enviarlo si todavía se debe.',
  },
  pt: {
    subject: 'Um pagamento global foi interrompido',
    body: 'O pagamento para {name} foi interrompido após códigos de aprovação errados demais; o dinheiro voltou para sua conta. Envie-o novamente se ainda for devido.',
  },
  ro: {
    subject: 'O plată globală a fost oprită',
    body: 'Plata către {name} a fost oprită după prea multe coduri de aprobare greșite; banii s-au întors în contul dumneavoastră. Trimiteți-o din nou dacă este încă datorată.',
  },
  ru: {
    subject: 'Глобальный платёж остановлен',
    body: 'Платёж получателю {name} остановлен после слишком многих неверных кодов подтверждения; деньги вернулись на ваш счёт. Отправьте его снова, если он ещё нужен.',
  },
  ua: {
    subject: 'Глобальний платіж зупинено',
    body: 'Платіж отримувачу {name} зупинено після забагатьох неправильних кодів підтвердження; гроші повернулися на ваш рахунок. Надішліть його знову, якщо він ще потрібен.',
  },
};
