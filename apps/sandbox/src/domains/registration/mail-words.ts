// Registration's messages in each interface language: the activation e-mails (`{code}`; `{company}` for a company's),
// a director's board resolution, and the access an employee is given to a new company.
import type { InLanguages } from '../../lang.ts';
import type { MailWords } from '../../outbox.ts';

type Words = InLanguages<MailWords>;
export type ActivationPurpose = 'activation' | 'activationBusiness' | 'activationEmployee';

export const activationSubjects: InLanguages<Record<ActivationPurpose, string>> = {
  en: {
    activation: 'Activate your Paydeck account',
    activationBusiness: 'Activate your company’s Paydeck account',
    activationEmployee: 'You have been invited to a company account',
  },
  es: {
    activation: 'Active su cuenta de Paydeck',
    activationBusiness: 'Active la cuenta de Paydeck de su empresa',
    activationEmployee: 'Le han invitado a la cuenta de una empresa',
  },
  pt: {
    activation: 'Ative sua conta Paydeck',
    activationBusiness: 'Ative a conta Paydeck da sua empresa',
    activationEmployee: 'Você foi convidado para a conta de uma empresa',
  },
  ro: {
    activation: 'Activați-vă contul Paydeck',
    activationBusiness: 'Activați contul Paydeck al firmei dumneavoastră',
    activationEmployee: 'Ați primit o invitație în contul unei firme',
  },
  ru: {
    activation: 'Активируйте учётную запись Paydeck',
    activationBusiness: 'Активируйте учётную запись Paydeck вашей компании',
    activationEmployee: 'Вас пригласили в учётную запись компании',
  },
  ua: {
    activation: 'Активуйте обліковий запис Paydeck',
    activationBusiness: 'Активуйте обліковий запис Paydeck вашої компанії',
    activationEmployee: 'Вас запросили до облікового запису компанії',
  },
};

export const activationBodies: InLanguages<{ own: string; company: string }> = {
  en: {
    own: 'Open the link within 7 days to activate the account. Code {code}.',
    company: 'Open the link within 7 days to activate the account of {company}. Code {code}.',
  },
  es: {
    own: 'Abra el enlace en un plazo de 7 días para activar la cuenta. Código {code}.',
    company: 'Abra el enlace en un plazo de 7 días para activar la cuenta de {company}. Código {code}.',
  },
  pt: {
    own: 'Abra o link em até 7 dias para ativar a conta. Código {code}.',
    company: 'Abra o link em até 7 dias para ativar a conta de {company}. Código {code}.',
  },
  ro: {
    own: 'Deschideți linkul în cel mult 7 zile pentru a activa contul. Cod {code}.',
    company: 'Deschideți linkul în cel mult 7 zile pentru a activa contul {company}. Cod {code}.',
  },
  ru: {
    own: 'Откройте ссылку в течение 7 дней, чтобы активировать учётную запись. Код {code}.',
    company: 'Откройте ссылку в течение 7 дней, чтобы активировать учётную запись {company}. Код {code}.',
  },
  ua: {
    own: 'Відкрийте посилання протягом 7 днів, щоб активувати обліковий запис. Код {code}.',
    company: 'Відкрийте посилання протягом 7 днів, щоб активувати обліковий запис {company}. Код {code}.',
  },
};

export const resolutionToSign: Words = {
  en: {
    subject: 'Sign the board resolution of {company}',
    body: '{company} asks you, as a director, to sign the board resolution authorising its account.',
  },
  es: {
    subject: 'Firme el acuerdo del consejo de {company}',
    body: '{company} le pide, como administrador, que firme el acuerdo del consejo que autoriza su cuenta.',
  },
  pt: {
    subject: 'Assine a deliberação do conselho de {company}',
    body: '{company} pede que você, como diretor, assine a deliberação do conselho que autoriza a conta.',
  },
  ro: {
    subject: 'Semnați hotărârea consiliului {company}',
    body: '{company} vă cere, în calitate de director, să semnați hotărârea consiliului care îi autorizează contul.',
  },
  ru: {
    subject: 'Подпишите решение совета директоров {company}',
    body: '{company} просит вас как директора подписать решение совета директоров об открытии счёта.',
  },
  ua: {
    subject: 'Підпишіть рішення ради директорів {company}',
    body: '{company} просить вас як директора підписати рішення ради директорів про відкриття рахунку.',
  },
};

export const accessGiven: Words = {
  en: {
    subject: 'You now have access to {company}',
    body: '{company} added you as a user. Sign in as usual and choose the company.',
  },
  es: {
    subject: 'Ya tiene acceso a {company}',
    body: '{company} le ha añadido como usuario. Inicie sesión como siempre y elija la empresa.',
  },
  pt: {
    subject: 'Agora você tem acesso a {company}',
    body: '{company} adicionou você como usuário. Entre como de costume e escolha a empresa.',
  },
  ro: {
    subject: 'Acum aveți acces la {company}',
    body: '{company} v-a adăugat ca utilizator. Conectați-vă ca de obicei și alegeți firma.',
  },
  ru: {
    subject: 'Теперь у вас есть доступ к {company}',
    body: '{company} добавила вас как пользователя. Войдите как обычно и выберите компанию.',
  },
  ua: {
    subject: 'Тепер у вас є доступ до {company}',
    body: '{company} додала вас як користувача. Увійдіть як зазвичай і виберіть компанію.',
  },
};
