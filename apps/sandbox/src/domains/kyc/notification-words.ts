// The words of the identity area's notifications (spec 3) in each interface language; `{name}` is the document
// type's name, `{reason}` the reviewer's reason, `{date}` a day (YYYY-MM-DD), `{login}` the new sign-in e-mail.
import type { InLanguages } from '../../lang.ts';
import type { NotificationWords } from '../../realtime/notify.ts';

type Words = InLanguages<NotificationWords>;

export const documentConfirmed: Words = {
  en: { title: 'Document confirmed', body: '{name} is confirmed.' },
  es: { title: 'Documento confirmado', body: 'El documento «{name}» está confirmado.' },
  pt: { title: 'Documento confirmado', body: 'O documento “{name}” foi confirmado.' },
  ro: { title: 'Document confirmat', body: 'Documentul „{name}” a fost confirmat.' },
  ru: { title: 'Документ подтверждён', body: 'Документ «{name}» подтверждён.' },
  ua: { title: 'Документ підтверджено', body: 'Документ «{name}» підтверджено.' },
};

export const documentRejected: Words = {
  en: { title: 'Document rejected', body: '{name}: {reason}' },
  es: { title: 'Documento rechazado', body: '{name}: {reason}' },
  pt: { title: 'Documento recusado', body: '{name}: {reason}' },
  ro: { title: 'Document respins', body: '{name}: {reason}' },
  ru: { title: 'Документ отклонён', body: '{name}: {reason}' },
  ua: { title: 'Документ відхилено', body: '{name}: {reason}' },
};

export const documentFailed: Words = {
  en: { title: 'Document not processed: upload it again', body: '{name}: {reason}' },
  es: { title: 'Documento no procesado: vuelva a subirlo', body: '{name}: {reason}' },
  pt: { title: 'Documento não processado: envie-o novamente', body: '{name}: {reason}' },
  ro: { title: 'Document neprocesat: încărcați-l din nou', body: '{name}: {reason}' },
  ru: { title: 'Документ не обработан: загрузите его ещё раз', body: '{name}: {reason}' },
  ua: { title: 'Документ не оброблено: завантажте його ще раз', body: '{name}: {reason}' },
};

export const documentExpired: Words = {
  en: { title: 'Document expired', body: '{name} has expired.' },
  es: { title: 'Documento caducado', body: 'El documento «{name}» ha caducado.' },
  pt: { title: 'Documento vencido', body: 'O documento “{name}” venceu.' },
  ro: { title: 'Document expirat', body: 'Documentul „{name}” a expirat.' },
  ru: { title: 'Срок действия документа истёк', body: 'Срок действия документа «{name}» истёк.' },
  ua: { title: 'Строк дії документа минув', body: 'Строк дії документа «{name}» минув.' },
};

export const documentExpiresSoon: Words = {
  en: { title: 'Document expires soon', body: '{name} expires on {date}. Please upload a new one before then.' },
  es: {
    title: 'Un documento caduca pronto',
    body: 'El documento «{name}» caduca el {date}. Suba uno nuevo antes de esa fecha.',
  },
  pt: {
    title: 'Um documento vence em breve',
    body: 'O documento “{name}” vence em {date}. Envie um novo antes disso.',
  },
  ro: {
    title: 'Un document expiră în curând',
    body: 'Documentul „{name}” expiră la {date}. Încărcați unul nou până atunci.',
  },
  ru: {
    title: 'Скоро истекает срок действия документа',
    body: 'Срок действия документа «{name}» истекает {date}. Загрузите новый до этой даты.',
  },
  ua: {
    title: 'Незабаром мине строк дії документа',
    body: 'Строк дії документа «{name}» спливає {date}. Завантажте новий до цієї дати.',
  },
};

export const usernameChangeFailed: Words = {
  en: { title: 'Username not changed', body: 'The confirmation code was wrong too many times.' },
  es: {
    title: 'El nombre de usuario no ha cambiado',
    body: 'El código de confirmación se introdujo mal demasiadas veces.',
  },
  pt: {
    title: 'O nome de usuário não foi alterado',
    body: 'O código de confirmação foi digitado errado vezes demais.',
  },
  ro: {
    title: 'Numele de utilizator nu a fost schimbat',
    body: 'Codul de confirmare a fost greșit de prea multe ori.',
  },
  ru: { title: 'Имя пользователя не изменено', body: 'Код подтверждения был введён неверно слишком много раз.' },
  ua: { title: 'Ім’я користувача не змінено', body: 'Код підтвердження було введено неправильно забагато разів.' },
};

export const usernameChanged: Words = {
  en: { title: 'Username changed', body: 'You now sign in as {login}.' },
  es: { title: 'Nombre de usuario cambiado', body: 'Ahora inicia sesión como {login}.' },
  pt: { title: 'Nome de usuário alterado', body: 'Agora você entra como {login}.' },
  ro: { title: 'Numele de utilizator a fost schimbat', body: 'De acum vă conectați ca {login}.' },
  ru: { title: 'Имя пользователя изменено', body: 'Теперь вы входите как {login}.' },
  ua: { title: 'Ім’я користувача змінено', body: 'Тепер ви входите як {login}.' },
};

export const customerUnlimited: Words = {
  en: { title: 'Account limit lifted', body: 'Every document you were asked for is confirmed.' },
  es: { title: 'Límite de la cuenta retirado', body: 'Todos los documentos que se le pidieron están confirmados.' },
  pt: { title: 'Limite da conta removido', body: 'Todos os documentos solicitados foram confirmados.' },
  ro: { title: 'Limitarea contului a fost ridicată', body: 'Toate documentele cerute au fost confirmate.' },
  ru: { title: 'Ограничение учётной записи снято', body: 'Все запрошенные документы подтверждены.' },
  ua: { title: 'Обмеження облікового запису знято', body: 'Усі запитані документи підтверджено.' },
};

export const customerLimited: Words = {
  en: { title: 'Account limited', body: 'The bank asks for: {reason}. Upload the documents to lift the limit.' },
  es: {
    title: 'Cuenta limitada',
    body: 'El banco solicita: {reason}. Suba los documentos para retirar el límite.',
  },
  pt: { title: 'Conta limitada', body: 'O banco solicita: {reason}. Envie os documentos para remover o limite.' },
  ro: { title: 'Cont limitat', body: 'Banca solicită: {reason}. Încărcați documentele pentru a ridica limitarea.' },
  ru: {
    title: 'Учётная запись ограничена',
    body: 'Банк запрашивает: {reason}. Загрузите документы, чтобы снять ограничение.',
  },
  ua: {
    title: 'Обліковий запис обмежено',
    body: 'Банк запитує: {reason}. Завантажте документи, щоб зняти обмеження.',
  },
};
