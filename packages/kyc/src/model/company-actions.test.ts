import { type CompanyAction, type CompanyActionInput, companyActionCount, companyActions } from './company-actions';

/** A company with nothing to do. */
const company: CompanyActionInput['company'] = {
  name: 'Northwind Media Ltd',
  registrationCountryCode: 'GB',
  tradingName: 'Northwind',
  email: 'office@northwind.test',
  registrationNumber: '09876543',
  registrationDate: '2015-06-01',
  businessTaxId: 'GB123456789',
  phone: { number: '2079460123' },
  website: 'https://northwind.test',
  corporateDocumentsStatus: 2,
  additionalDocumentsStatus: 1,
  addresses: [{ addressId: 1, uploadedDocuments: [{ statusId: 2 }, { statusId: 0 }] }],
};
const base: CompanyActionInput = { isActionRequired: false, company, representatives: [{ id: 7 }] };
const input = (
  overrides: Partial<Omit<CompanyActionInput, 'company'>>,
  companyOverrides: Partial<CompanyActionInput['company']> = {},
): CompanyActionInput => ({ ...base, ...overrides, company: { ...company, ...companyOverrides } });

// Each row adds what spec 5's counter adds, one part at a time, then together.
const cases: [string, CompanyActionInput, CompanyAction[]][] = [
  ['nothing to do', base, []],
  ['the action flag', input({ isActionRequired: true }), [{ kind: 'flag' }]],
  ['corporate documents in status 0', input({}, { corporateDocumentsStatus: 0 }), [{ kind: 'corporateDocuments' }]],
  ['corporate documents in status 3', input({}, { corporateDocumentsStatus: 3 }), [{ kind: 'corporateDocuments' }]],
  [
    'corporate documents without a status',
    input({}, { corporateDocumentsStatus: null }),
    [{ kind: 'corporateDocuments' }],
  ],
  ['additional documents in status 4', input({}, { additionalDocumentsStatus: 4 }), [{ kind: 'additionalDocuments' }]],
  ['additional documents in status 2', input({}, { additionalDocumentsStatus: 2 }), []],
  [
    'an address with a rejected document',
    input({}, { addresses: [{ addressId: 3, uploadedDocuments: [{ statusId: 2 }, { statusId: 26 }] }] }),
    [{ kind: 'addressDocuments', addressId: 3 }],
  ],
  [
    'an address with a pending (41) document',
    input({}, { addresses: [{ addressId: 4, uploadedDocuments: [{ statusId: 41 }] }] }),
    [{ kind: 'addressDocuments', addressId: 4 }],
  ],
  [
    'an address counts once, however many documents',
    input({}, { addresses: [{ addressId: 5, uploadedDocuments: [{ statusId: 26 }, { statusId: 38 }] }] }),
    [{ kind: 'addressDocuments', addressId: 5 }],
  ],
  [
    'an address without documents asks nothing',
    input({}, { addresses: [{ addressId: 6, uploadedDocuments: [] }] }),
    [],
  ],
  [
    'a representative needing action',
    input({
      representatives: [
        { id: 7, identityDocumentStatus: 1 },
        { id: 8, controlDocumentStatus: 0 },
      ],
    }),
    [{ kind: 'representative', representativeId: 8 }],
  ],
  ['an empty name', input({}, { name: '' }), [{ kind: 'field', field: 'name' }]],
  ['a blank trading name', input({}, { tradingName: '  ' }), [{ kind: 'field', field: 'tradingName' }]],
  ['no phone', input({}, { phone: null }), [{ kind: 'field', field: 'phoneNumber' }]],
  ['a phone without a number', input({}, { phone: { number: '' } }), [{ kind: 'field', field: 'phoneNumber' }]],
  [
    'every required field empty, in the spec order',
    input(
      {},
      {
        name: null,
        registrationCountryCode: undefined,
        tradingName: '',
        email: null,
        registrationNumber: null,
        registrationDate: null,
        businessTaxId: '',
        phone: undefined,
        website: null,
      },
    ),
    (
      [
        'name',
        'registrationCountryCode',
        'tradingName',
        'email',
        'registrationNumber',
        'registrationDate',
        'businessTaxId',
        'phoneNumber',
        'website',
      ] as const
    ).map((field) => ({ kind: 'field', field })),
  ],
  [
    'everything at once, in order',
    input(
      { isActionRequired: true, representatives: [{ id: 9, addressDocumentStatus: 3 }] },
      {
        corporateDocumentsStatus: 0,
        additionalDocumentsStatus: 0,
        addresses: [{ addressId: 2, uploadedDocuments: [{ statusId: 5 }] }],
        website: '',
      },
    ),
    [
      { kind: 'flag' },
      { kind: 'corporateDocuments' },
      { kind: 'additionalDocuments' },
      { kind: 'addressDocuments', addressId: 2 },
      { kind: 'representative', representativeId: 9 },
      { kind: 'field', field: 'website' },
    ],
  ],
];

test.each(cases)('company actions: %s', (_name, given, actions) => {
  expect(companyActions(given)).toEqual(actions);
  expect(companyActionCount(given)).toBe(actions.length);
});
