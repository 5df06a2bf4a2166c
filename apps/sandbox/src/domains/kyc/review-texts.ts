// The bank's other KYC words in each interface language: the document categories, and the texts its reviewers
// and its limits use (the inbox's preset rejection reasons, the seeded ones, the limit reasons and what they ask
// for). Stored texts are English; one the table does not know (a reviewer's own words) is shown as written.
import type { Lang } from '../../lang.ts';
import { inLanguage, type TranslatedNames } from './document-type-names.ts';

const categoryNames: Readonly<Record<number, TranslatedNames>> = {
  1: [
    'Documento de identidad',
    'Comprovativo de identidade',
    'Dovada identității',
    'Удостоверение личности',
    'Посвідчення особи',
  ],
  2: ['Dirección', 'Morada', 'Adresă', 'Адрес', 'Адреса'],
  3: ['Teléfono', 'Telefone', 'Telefon', 'Телефон', 'Телефон'],
  4: [
    'Registro de la empresa',
    'Registo da empresa',
    'Înregistrarea firmei',
    'Регистрация компании',
    'Реєстрація компанії',
  ],
  5: ['Otros', 'Outros', 'Altele', 'Другое', 'Інше'],
  6: [
    'Prueba del vínculo',
    'Comprovativo da relação',
    'Dovada relației',
    'Подтверждение связи',
    'Підтвердження зв’язку',
  ],
  7: ['Dirección de la empresa', 'Morada da empresa', 'Adresa firmei', 'Адрес компании', 'Адреса компанії'],
  8: ['Domicilio social', 'Sede social', 'Sediul social', 'Юридический адрес', 'Юридична адреса'],
  9: [
    'Documento de control',
    'Documento de controlo',
    'Document de control',
    'Документ о контроле',
    'Документ про контроль',
  ],
  10: [
    'Documento adicional de la empresa',
    'Documento adicional da empresa',
    'Document suplimentar al firmei',
    'Дополнительный документ компании',
    'Додатковий документ компанії',
  ],
  11: ['Origen del patrimonio', 'Origem do património', 'Sursa averii', 'Источник благосостояния', 'Джерело статків'],
  12: [
    'Permiso de residencia',
    'Autorização de residência',
    'Permis de ședere',
    'Вид на жительство',
    'Посвідка на проживання',
  ],
};

/** A document category's name in `lang`. */
export const categoryName = (categoryId: number, english: string, lang: Lang): string =>
  inLanguage(english, categoryNames[categoryId], lang);

/** Rejection reasons, limit reasons and their requirements, by their English text. */
const bankTexts: Readonly<Record<string, TranslatedNames>> = {
  'The statements are not signed': [
    'Los estados financieros no están firmados',
    'As demonstrações financeiras não estão assinadas',
    'Situațiile financiare nu sunt semnate',
    'Отчётность не подписана',
    'Звітність не підписана',
  ],
  'The bill is older than 90 days': [
    'La factura tiene más de 90 días',
    'A fatura tem mais de 90 dias',
    'Factura este mai veche de 90 de zile',
    'Счёт выставлен более 90 дней назад',
    'Рахунок виставлено понад 90 днів тому',
  ],
  'The document is not readable': [
    'El documento no se puede leer',
    'O documento não está legível',
    'Documentul nu este lizibil',
    'Документ невозможно прочитать',
    'Документ неможливо прочитати',
  ],
  'The document could not be accepted': [
    'No hemos podido aceptar el documento',
    'Não foi possível aceitar o documento',
    'Documentul nu a putut fi acceptat',
    'Мы не можем принять этот документ',
    'Ми не можемо прийняти цей документ',
  ],
  'The file could not be processed': [
    'No hemos podido procesar el archivo',
    'Não foi possível processar o arquivo',
    'Fișierul nu a putut fi procesat',
    'Не удалось обработать файл',
    'Не вдалося обробити файл',
  ],
  'The certification could not be accepted': [
    'No hemos podido aceptar la certificación',
    'Não foi possível aceitar a certificação',
    'Certificarea nu a putut fi acceptată',
    'Мы не можем принять эту декларацию',
    'Ми не можемо прийняти цю декларацію',
  ],
  'The tax ids do not match our records': [
    'Los números de identificación fiscal no coinciden con nuestros registros',
    'Os números de identificação fiscal não coincidem com os nossos registos',
    'Codurile fiscale nu corespund evidențelor noastre',
    'Налоговые номера не совпадают с нашими данными',
    'Податкові номери не збігаються з нашими даними',
  ],
  'Proof of address': [
    'Comprobante de domicilio',
    'Comprovativo de morada',
    'Dovada adresei',
    'Подтверждение адреса',
    'Підтвердження адреси',
  ],
  'Proof of address (utility bill)': [
    'Comprobante de domicilio (factura de suministros)',
    'Comprovativo de morada (fatura de serviços públicos)',
    'Dovada adresei (factură de utilități)',
    'Подтверждение адреса (счёт за коммунальные услуги)',
    'Підтвердження адреси (рахунок за комунальні послуги)',
  ],
  'Source of funds': [
    'Origen de los fondos',
    'Origem dos fundos',
    'Sursa fondurilor',
    'Источник средств',
    'Джерело коштів',
  ],
};

/** A stored English text of the bank's in `lang`; null stays null, and a text the table does not know stays as written. */
export function bankText(text: string, lang: Lang): string;
export function bankText(text: string | null, lang: Lang): string | null;
export function bankText(text: string | null, lang: Lang): string | null {
  if (text === null || !Object.hasOwn(bankTexts, text)) return text;
  return inLanguage(text, bankTexts[text], lang);
}
