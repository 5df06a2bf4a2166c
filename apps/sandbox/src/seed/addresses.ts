// The confirmed postal address of every demo customer, in their country of residence.
import type { NewAddress } from '../domains/customer/addresses.ts';

export const demoAddresses: Record<string, NewAddress> = {
  northwind: { address1: '14 Tooley Street', city: 'London', postalCode: 'SE1 2QA', countryCode: 'GB' },
  bluefin: { address1: 'Narva mnt 5', city: 'Tallinn', postalCode: '10117', countryCode: 'EE' },
  anna: { address1: 'Friedrichstraße 68', city: 'Berlin', postalCode: '10117', countryCode: 'DE' },
  pavel: { address1: 'Gedimino pr. 9', city: 'Vilnius', postalCode: 'LT-01103', countryCode: 'LT' },
  sofia: { address1: 'Strada Lipscani 21', city: 'București', postalCode: '030031', countryCode: 'RO' },
  otto: { address1: 'Mariahilfer Straße 45', city: 'Wien', postalCode: '1060', countryCode: 'AT' },
  uma: { address1: '27 Deansgate', city: 'Manchester', postalCode: 'M3 4LQ', countryCode: 'GB' },
  lina: { address1: 'ul. Marszałkowska 84', city: 'Warszawa', postalCode: '00-514', countryCode: 'PL' },
  adam: { address1: '3 Queen Street', city: 'Edinburgh', postalCode: 'EH2 1JE', countryCode: 'GB' },
  dora: { address1: 'Drottninggatan 53', city: 'Stockholm', postalCode: '111 21', countryCode: 'SE' },
  vera: { address1: 'Rua Augusta 120', city: 'Lisboa', postalCode: '1100-053', countryCode: 'PT' },
  cleo: { address1: 'Schönhauser Allee 36', city: 'Berlin', postalCode: '10435', countryCode: 'DE' },
};
