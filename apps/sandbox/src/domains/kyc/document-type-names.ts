// The document types' names in each interface language (the English names are kyc's type table,
// @paydeck/kyc/api): what customerDocumentCategories, the documents and company answers call a type.
import type { Lang } from '../../lang.ts';
import { documentTypeOf } from './document-types.ts';

/** es, pt, ro, ru, ua. */
type Names = readonly [string, string, string, string, string];

const names: Readonly<Record<number, Names>> = {
  1: ['Pasaporte', 'Passaporte', 'Pașaport', 'Паспорт', 'Паспорт'],
  2: [
    'Documento nacional de identidad',
    'Cartão de identificação',
    'Carte de identitate',
    'Удостоверение личности',
    'Посвідчення особи',
  ],
  3: [
    'Permiso de conducir',
    'Carta de condução',
    'Permis de conducere',
    'Водительское удостоверение',
    'Посвідчення водія',
  ],
  88: ['Pasaporte interno', 'Passaporte interno', 'Pașaport intern', 'Внутренний паспорт', 'Внутрішній паспорт'],
  20: [
    'Factura de suministros',
    'Fatura de serviços públicos',
    'Factură de utilități',
    'Счёт за коммунальные услуги',
    'Рахунок за комунальні послуги',
  ],
  21: ['Extracto bancario', 'Extrato bancário', 'Extras de cont bancar', 'Банковская выписка', 'Банківська виписка'],
  22: [
    'Notificación tributaria',
    'Nota de liquidação de impostos',
    'Decizie de impunere',
    'Налоговое уведомление',
    'Податкове повідомлення',
  ],
  23: [
    'Contrato de alquiler',
    'Contrato de arrendamento',
    'Contract de închiriere',
    'Договор аренды',
    'Договір оренди',
  ],
  30: ['Factura de teléfono', 'Fatura de telefone', 'Factură de telefon', 'Счёт за телефон', 'Рахунок за телефон'],
  40: ['Otro documento', 'Outro documento', 'Alt document', 'Другой документ', 'Інший документ'],
  41: ['Origen de los fondos', 'Origem dos fundos', 'Sursa fondurilor', 'Источник средств', 'Джерело коштів'],
  50: [
    'Permiso de residencia',
    'Autorização de residência',
    'Permis de ședere',
    'Вид на жительство',
    'Посвідка на проживання',
  ],
  42: [
    'Certificado de pérdida de la nacionalidad',
    'Certidão de perda da nacionalidade',
    'Certificat de pierdere a cetățeniei',
    'Свидетельство об утрате гражданства',
    'Свідоцтво про втрату громадянства',
  ],
  60: [
    'Escritura de constitución',
    'Certidão de constituição',
    'Certificat de înregistrare',
    'Свидетельство о регистрации компании',
    'Свідоцтво про реєстрацію компанії',
  ],
  61: ['Estatutos sociales', 'Estatutos da sociedade', 'Act constitutiv', 'Устав', 'Статут'],
  62: [
    'Registro de administradores',
    'Registo de administradores',
    'Registrul administratorilor',
    'Реестр директоров',
    'Реєстр директорів',
  ],
  63: [
    'Libro registro de socios',
    'Registo de acionistas',
    'Registrul acționarilor',
    'Реестр акционеров',
    'Реєстр акціонерів',
  ],
  64: [
    'Certificado de vigencia',
    'Certidão de situação regular',
    'Certificat constatator',
    'Справка о действующем статусе компании',
    'Довідка про належний статус компанії',
  ],
  70: [
    'Factura de suministros de la empresa',
    'Fatura de serviços públicos da empresa',
    'Factură de utilități a firmei',
    'Счёт компании за коммунальные услуги',
    'Рахунок компанії за комунальні послуги',
  ],
  71: [
    'Extracto bancario de la empresa',
    'Extrato bancário da empresa',
    'Extras de cont bancar al firmei',
    'Банковская выписка компании',
    'Банківська виписка компанії',
  ],
  72: [
    'Contrato de arrendamiento del local',
    'Contrato de arrendamento comercial',
    'Contract de închiriere a spațiului',
    'Договор аренды помещения',
    'Договір оренди приміщення',
  ],
  75: [
    'Nota simple del Registro Mercantil',
    'Certidão do registo comercial',
    'Extras din registrul comerțului',
    'Выписка из торгового реестра',
    'Витяг з торговельного реєстру',
  ],
  76: [
    'Certificado de domicilio social',
    'Certidão da sede social',
    'Certificat privind sediul social',
    'Справка о юридическом адресе',
    'Довідка про юридичну адресу',
  ],
  80: [
    'Extracto del libro registro de socios',
    'Extrato do registo de acionistas',
    'Extras din registrul acționarilor',
    'Выписка из реестра акционеров',
    'Витяг з реєстру акціонерів',
  ],
  81: ['Poder notarial', 'Procuração', 'Procură', 'Доверенность', 'Довіреність'],
  82: [
    'Escritura de fideicomiso',
    'Escritura de constituição do trust',
    'Act constitutiv al trustului',
    'Договор доверительного управления',
    'Договір довірчого управління',
  ],
  83: [
    'Acuerdo del consejo de administración',
    'Deliberação do conselho de administração',
    'Hotărârea consiliului de administrație',
    'Решение совета директоров',
    'Рішення ради директорів',
  ],
  90: [
    'Licencia de actividad',
    'Licença de atividade',
    'Licență de funcționare',
    'Лицензия на деятельность',
    'Ліцензія на діяльність',
  ],
  91: [
    'Cuentas anuales',
    'Demonstrações financeiras',
    'Situații financiare',
    'Финансовая отчётность',
    'Фінансова звітність',
  ],
  92: [
    'Política de prevención del blanqueo de capitales',
    'Política de prevenção do branqueamento de capitais',
    'Politica de prevenire a spălării banilor',
    'Политика противодействия отмыванию денег',
    'Політика протидії відмиванню коштів',
  ],
  93: [
    'Otro documento de la empresa',
    'Outro documento da empresa',
    'Alt document al firmei',
    'Другой документ компании',
    'Інший документ компанії',
  ],
  95: [
    'Cuentas auditadas',
    'Contas auditadas',
    'Situații financiare auditate',
    'Аудированная отчётность',
    'Аудована звітність',
  ],
  96: [
    'Extractos bancarios (12 meses)',
    'Extratos bancários (12 meses)',
    'Extrase de cont (12 luni)',
    'Банковские выписки за 12 месяцев',
    'Банківські виписки за 12 місяців',
  ],
  97: [
    'Contrato de inversión',
    'Contrato de investimento',
    'Contract de investiții',
    'Инвестиционный договор',
    'Інвестиційний договір',
  ],
  98: ['Contrato de préstamo', 'Contrato de empréstimo', 'Contract de împrumut', 'Договор займа', 'Договір позики'],
};

const order = { es: 0, pt: 1, ro: 2, ru: 3, ua: 4 } as const;

/** A name in `lang` from an es-pt-ro-ru-ua tuple, or the English one. */
export const inLanguage = (english: string, translated: Names | undefined, lang: Lang): string =>
  lang === 'en' || !translated ? english : translated[order[lang]];

/** A document type's name in `lang`; `fallback` for a type the table does not know. */
export function documentTypeName(documentTypeId: number, lang: Lang, fallback = 'Document'): string {
  const english = documentTypeOf(documentTypeId)?.name;
  return english ? inLanguage(english, names[documentTypeId], lang) : fallback;
}

export type { Names as TranslatedNames };
