// Reference data of the external rails (written by the seed's bank step, so a reset writes it again):
// banks by BIC with their national bank codes (the IBAN lookup finds a bank by the code its IBANs carry;
// EFT sends the code), branches (EFT branch options; BR, JP, HK and LK need one), instant-payment banks,
// crypto networks and the demo instant keys. Addresses are the banks' published head offices.

export interface BankSeed {
  swift: string;
  bankName: string;
  address: string;
  city: string;
  zipCode: string;
  countryIsoCode: string;
  bankCode: string;
  branches?: { branchCode: string; name: string; city: string }[];
}

export const demoBanks: BankSeed[] = [
  {
    swift: 'DEUTDEFF',
    bankName: 'Deutsche Bank AG',
    address: 'Taunusanlage 12',
    city: 'Frankfurt am Main',
    zipCode: '60325',
    countryIsoCode: 'DE',
    bankCode: '50070010',
  },
  {
    swift: 'COBADEFF',
    bankName: 'Commerzbank AG',
    address: 'Kaiserplatz',
    city: 'Frankfurt am Main',
    zipCode: '60311',
    countryIsoCode: 'DE',
    bankCode: '37040044',
  },
  {
    swift: 'NWBKGB2L',
    bankName: 'National Westminster Bank plc',
    address: '250 Bishopsgate',
    city: 'London',
    zipCode: 'EC2M 4AA',
    countryIsoCode: 'GB',
    bankCode: 'NWBK',
    branches: [{ branchCode: '601613', name: 'City of London', city: 'London' }],
  },
  {
    swift: 'BARCGB22',
    bankName: 'Barclays Bank plc',
    address: '1 Churchill Place',
    city: 'London',
    zipCode: 'E14 5HP',
    countryIsoCode: 'GB',
    bankCode: 'BARC',
    branches: [{ branchCode: '200000', name: 'Canary Wharf', city: 'London' }],
  },
  {
    swift: 'CAIXESBB',
    bankName: 'CaixaBank S.A.',
    address: 'Calle Pintor Sorolla 2-4',
    city: 'Valencia',
    zipCode: '46002',
    countryIsoCode: 'ES',
    bankCode: '2100',
  },
  {
    swift: 'PSSTFRPP',
    bankName: 'La Banque Postale',
    address: '115 rue de Sèvres',
    city: 'Paris',
    zipCode: '75275',
    countryIsoCode: 'FR',
    bankCode: '20041',
  },
  {
    swift: 'BRASBRRJ',
    bankName: 'Banco do Brasil S.A.',
    address: 'SAUN Quadra 5, Lote B, Torre I',
    city: 'Brasília',
    zipCode: '70040-912',
    countryIsoCode: 'BR',
    bankCode: '001',
    branches: [
      { branchCode: '3070', name: 'Brasília Asa Norte', city: 'Brasília' },
      { branchCode: '1769', name: 'São Paulo Avenida Paulista', city: 'São Paulo' },
      { branchCode: '0452', name: 'Rio de Janeiro Centro', city: 'Rio de Janeiro' },
    ],
  },
  {
    swift: 'ITAUBRSP',
    bankName: 'Itaú Unibanco S.A.',
    address: 'Praça Alfredo Egydio de Souza Aranha 100',
    city: 'São Paulo',
    zipCode: '04344-902',
    countryIsoCode: 'BR',
    bankCode: '341',
    branches: [{ branchCode: '0911', name: 'São Paulo Faria Lima', city: 'São Paulo' }],
  },
  {
    swift: 'BOTKJPJT',
    bankName: 'MUFG Bank, Ltd.',
    address: '2-7-1 Marunouchi, Chiyoda-ku',
    city: 'Tokyo',
    zipCode: '100-8388',
    countryIsoCode: 'JP',
    bankCode: '0005',
    branches: [
      { branchCode: '001', name: 'Head Office', city: 'Tokyo' },
      { branchCode: '251', name: 'Shinjuku', city: 'Tokyo' },
    ],
  },
  {
    swift: 'HSBCHKHH',
    bankName: 'The Hongkong and Shanghai Banking Corporation Limited',
    address: "1 Queen's Road Central",
    city: 'Hong Kong',
    zipCode: '',
    countryIsoCode: 'HK',
    bankCode: '004',
    branches: [
      { branchCode: '002', name: 'Central', city: 'Hong Kong' },
      { branchCode: '511', name: 'Mong Kok', city: 'Kowloon' },
    ],
  },
  {
    swift: 'CCEYLKLX',
    bankName: 'Commercial Bank of Ceylon PLC',
    address: 'Commercial House, 21 Sir Razik Fareed Mawatha',
    city: 'Colombo',
    zipCode: '00100',
    countryIsoCode: 'LK',
    bankCode: '7056',
    branches: [
      { branchCode: '001', name: 'Head Office', city: 'Colombo' },
      { branchCode: '002', name: 'City Office', city: 'Colombo' },
    ],
  },
  {
    swift: 'CHASUS33',
    bankName: 'JPMorgan Chase Bank, N.A.',
    address: '383 Madison Avenue',
    city: 'New York',
    zipCode: '10179',
    countryIsoCode: 'US',
    bankCode: '021000021',
  },
  {
    swift: 'ROYCCAT2',
    bankName: 'Royal Bank of Canada',
    address: '200 Bay Street',
    city: 'Toronto',
    zipCode: 'M5J 2J5',
    countryIsoCode: 'CA',
    bankCode: '003',
    branches: [{ branchCode: '00002', name: 'Royal Bank Plaza', city: 'Toronto' }],
  },
];

/** Banks of each country's instant payment scheme (PIX in BR, Faster Payments in GB). */
export const demoInstantBanks = [
  { countryCode: 'BR', code: '001', name: 'Banco do Brasil S.A.' },
  { countryCode: 'BR', code: '341', name: 'Itaú Unibanco S.A.' },
  { countryCode: 'BR', code: '260', name: 'Nu Pagamentos S.A.' },
  { countryCode: 'GB', code: 'NWBK', name: 'National Westminster Bank plc' },
  { countryCode: 'GB', code: 'BARC', name: 'Barclays Bank plc' },
];

/** The networks each crypto currency is sent on, with the address shape the sandbox accepts. */
export const demoCryptoNetworks = [
  {
    currencyCode: 'BTC',
    network: 'bitcoin',
    name: 'Bitcoin',
    addressPattern: '^(bc1[a-z0-9]{25,87}|[13][a-km-zA-HJ-NP-Z1-9]{25,34})$',
  },
  { currencyCode: 'ETH', network: 'ethereum', name: 'Ethereum (ERC-20)', addressPattern: '^0x[0-9a-fA-F]{40}$' },
  { currencyCode: 'USDT', network: 'ethereum', name: 'Ethereum (ERC-20)', addressPattern: '^0x[0-9a-fA-F]{40}$' },
  { currencyCode: 'USDT', network: 'tron', name: 'Tron (TRC-20)', addressPattern: '^T[1-9A-HJ-NP-Za-km-z]{33}$' },
];

/** The instant keys the sandbox's directory knows (instantKeyInfo); any other key is not registered. */
export const demoInstantKeys = [
  {
    instantKeyType: 'email',
    instantKey: 'joao.silva@example.com.br',
    taxId: '12345678909',
    name: 'João Silva',
    bankCode: '001',
  },
  { instantKeyType: 'phone', instantKey: '+5511987654321', taxId: '98765432100', name: 'Maria Souza', bankCode: '341' },
  {
    instantKeyType: 'taxId',
    instantKey: '11144477735',
    taxId: '11144477735',
    name: 'Pedro Almeida',
    bankCode: '260',
  },
  {
    instantKeyType: 'random',
    instantKey: '7d9f0335-8dcc-4054-9bf9-0dbd61ef9f00',
    taxId: '52998224725',
    name: 'Ana Costa',
    bankCode: '001',
  },
];
