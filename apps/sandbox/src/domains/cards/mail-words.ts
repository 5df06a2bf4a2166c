// The cards' messages in each interface language: an external card's verification charge.
import type { InLanguages } from '../../lang.ts';
import type { MailWords } from '../../outbox.ts';

export const verificationCharge: InLanguages<MailWords> = {
  en: {
    subject: 'Card verification charge',
    body: 'We charged {amount} {currency} to your card {card}. Enter this amount to confirm the card.',
  },
  es: {
    subject: 'Cargo de verificación de la tarjeta',
    body: 'Hemos cargado {amount} {currency} en su tarjeta {card}. Introduzca este importe para confirmar la tarjeta.',
  },
  pt: {
    subject: 'Cobrança de verificação do cartão',
    body: 'Cobramos {amount} {currency} no seu cartão {card}. Digite esse valor para confirmar o cartão.',
  },
  ro: {
    subject: 'Debitare de verificare a cardului',
    body: 'Am debitat {amount} {currency} de pe cardul dumneavoastră {card}. Introduceți această sumă pentru a confirma cardul.',
  },
  ru: {
    subject: 'Проверочное списание с карты',
    body: 'Мы списали {amount} {currency} с вашей карты {card}. Введите эту сумму, чтобы подтвердить карту.',
  },
  ua: {
    subject: 'Перевірочне списання з картки',
    body: 'Ми списали {amount} {currency} з вашої картки {card}. Введіть цю суму, щоб підтвердити картку.',
  },
};

/** cardGetPin: the card's PIN, by SMS to the phone of the person who asked. */
export const pinBySms: InLanguages<MailWords> = {
  en: {
    subject: 'Your card PIN',
    body: 'The PIN of your card {card} is {pin}. Never share it with anyone, not even with us.',
  },
  es: {
    subject: 'El PIN de su tarjeta',
    body: 'El PIN de su tarjeta {card} es {pin}. No lo comparta nunca con nadie, ni siquiera con nosotros.',
  },
  pt: {
    subject: 'O PIN do seu cartão',
    body: 'O PIN do seu cartão {card} é {pin}. Nunca o partilhe com ninguém, nem connosco.',
  },
  ro: {
    subject: 'PIN-ul cardului dumneavoastră',
    body: 'PIN-ul cardului dumneavoastră {card} este {pin}. Nu îl spuneți nimănui, nici măcar nouă.',
  },
  ru: {
    subject: 'PIN-код вашей карты',
    body: 'PIN-код вашей карты {card}: {pin}. Никогда никому его не сообщайте, даже нам.',
  },
  ua: {
    subject: 'PIN-код вашої картки',
    body: 'PIN-код вашої картки {card}: {pin}. Ніколи нікому його не повідомляйте, навіть нам.',
  },
};
