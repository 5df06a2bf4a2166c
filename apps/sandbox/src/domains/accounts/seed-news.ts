// The bank's demo news (announcements), written in every interface language: `title` and `body` in English, the
// others in `texts` (announcements.texts).
import type { LocalisedTexts } from './tables.ts';

export interface DemoAnnouncement {
  title: string;
  body: string;
  texts: LocalisedTexts;
  needsConfirmation: boolean;
  daysAgo: number;
}

export const demoAnnouncements: DemoAnnouncement[] = [
  {
    title: 'Scheduled maintenance',
    body: 'Card payments may be slow on Sunday between 02:00 and 04:00 UTC.',
    texts: {
      es: {
        title: 'Mantenimiento programado',
        body: 'Los pagos con tarjeta pueden ir más lentos el domingo entre las 02:00 y las 04:00 UTC.',
      },
      pt: {
        title: 'Manutenção programada',
        body: 'Os pagamentos com cartão podem ficar mais lentos no domingo, entre as 02:00 e as 04:00 UTC.',
      },
      ro: {
        title: 'Lucrări de mentenanță programate',
        body: 'Plățile cu cardul pot fi mai lente duminică, între orele 02:00 și 04:00 UTC.',
      },
      ru: {
        title: 'Плановые технические работы',
        body: 'В воскресенье с 02:00 до 04:00 UTC оплата картой может проходить медленнее обычного.',
      },
      ua: {
        title: 'Планові технічні роботи',
        body: 'У неділю з 02:00 до 04:00 UTC оплата карткою може проходити повільніше, ніж зазвичай.',
      },
    },
    needsConfirmation: false,
    daysAgo: 3,
  },
  {
    title: 'New card designs',
    body: 'Virtual cards now come in three new colours.',
    texts: {
      es: {
        title: 'Nuevos diseños de tarjeta',
        body: 'Las tarjetas virtuales ya están disponibles en tres colores nuevos.',
      },
      pt: { title: 'Novos designs de cartão', body: 'Os cartões virtuais já estão disponíveis em três novas cores.' },
      ro: { title: 'Carduri cu design nou', body: 'Cardurile virtuale sunt acum disponibile în trei culori noi.' },
      ru: { title: 'Новый дизайн карт', body: 'Виртуальные карты теперь доступны в трёх новых цветах.' },
      ua: { title: 'Новий дизайн карток', body: 'Віртуальні картки тепер доступні у трьох нових кольорах.' },
    },
    needsConfirmation: false,
    daysAgo: 20,
  },
  {
    title: 'Please confirm the new fee schedule',
    body: 'From next month the monthly account fee changes. Accept to keep using your account as before.',
    texts: {
      es: {
        title: 'Confirme las nuevas tarifas',
        body: 'A partir del próximo mes cambia la comisión mensual de mantenimiento. Acepte para seguir usando su cuenta como hasta ahora.',
      },
      pt: {
        title: 'Confirme o novo tarifário',
        body: 'A partir do próximo mês, a comissão mensal de manutenção muda. Aceite para continuar a usar a sua conta como até agora.',
      },
      ro: {
        title: 'Confirmați noile tarife',
        body: 'De luna viitoare se schimbă comisionul lunar de administrare. Acceptați pentru a folosi contul în continuare ca până acum.',
      },
      ru: {
        title: 'Подтвердите новые тарифы',
        body: 'Со следующего месяца меняется ежемесячная плата за обслуживание. Примите новые условия, чтобы пользоваться счётом как прежде.',
      },
      ua: {
        title: 'Підтвердьте нові тарифи',
        body: 'З наступного місяця змінюється щомісячна плата за обслуговування. Прийміть нові умови, щоб і далі користуватися рахунком, як раніше.',
      },
    },
    needsConfirmation: true,
    daysAgo: 1,
  },
];
