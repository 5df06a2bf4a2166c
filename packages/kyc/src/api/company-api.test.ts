import { type CallOptions, isApiError, parseAnswer } from '@paydeck/api-client';
import type * as v from 'valibot';
import { northwind, northwindPeople } from '../components/company/company-fixtures';
import { fetchBusinessInfo, updateBusinessInfo, uploadCompanyDocument, uploadSourceOfWealth } from './company';
import {
  addRepresentativeAsUser,
  createAuthorisedUser,
  fetchAccessRights,
  fetchCompanyUser,
  updateAccessRights,
} from './company-access';
import { assignDocument, fetchAdminOverview, removeDocument } from './company-admin';
import { fetchRepresentatives, forceDeleteRepresentative, updateRepresentativeTaxNumber } from './company-people';
import type { Caller } from './profile';

interface Recorded {
  method: string;
  payload: object;
  files: string[];
  fromCustomerId: unknown;
  hasFromCustomerId: boolean;
}

/** Records method, payload, file parts and the fromCustomerId option; answers the canned answer parsed. */
function recorder(answer: unknown) {
  const calls: Recorded[] = [];
  const api: Caller = {
    call: (async (method: string, payload: object, options: CallOptions<v.GenericSchema>) => {
      calls.push({
        method,
        payload,
        files: Object.keys(options.files ?? {}),
        fromCustomerId: options.fromCustomerId,
        hasFromCustomerId: 'fromCustomerId' in options,
      });
      return parseAnswer(options.schema, answer);
    }) as Caller['call'],
  };
  return { api, calls };
}

const ok = { responseCode: '00' };
const file = new Blob(['%PDF-1.7']);

test('businessInfoGet parses the company; a missing required flag is a clear error', async () => {
  expect(await fetchBusinessInfo(recorder({ ...ok, company: northwind }).api)).toEqual(northwind);
  const { isActionRequired: _flag, ...broken } = northwind;
  const error = await fetchBusinessInfo(recorder({ ...ok, company: broken }).api).catch((caught: unknown) => caught);
  expect(isApiError(error) && error.kind).toBe('malformed');
});

test('a requirement status outside 0–4 is refused', async () => {
  const { api } = recorder({ ...ok, company: { ...northwind, corporateDocumentsStatus: 7 } });
  const error = await fetchBusinessInfo(api).catch((caught: unknown) => caught);
  expect(isApiError(error) && error.kind).toBe('malformed');
});

test("a representative's phone is the company shape (no id, no confirmed flag)", async () => {
  const phone = { countryCode: '45', number: '20123456', phoneNumber: '+4520123456' };
  const { api } = recorder({ ...ok, representatives: [{ ...northwindPeople[1], phone }] });
  expect((await fetchRepresentatives(api, 'director'))[0]?.phone).toEqual(phone);
});

test('company documents are multipart with one file part; an address proof names its address', async () => {
  const { api, calls } = recorder({ ...ok, company: northwind });
  await uploadCompanyDocument(api, { documentTypeId: 70, addressId: 42, issuedDate: '2026-11-01', file });
  await uploadSourceOfWealth(api, { documentTypeId: 95, file });
  expect(calls.map(({ method, payload, files }) => ({ method, payload, files }))).toEqual([
    {
      method: 'businessDocumentUpload',
      payload: { documentTypeId: 70, addressId: 42, issuedDate: '2026-11-01' },
      files: ['file'],
    },
    { method: 'businessSourceOfWealthUpload', payload: { documentTypeId: 95 }, files: ['file'] },
  ]);
});

test('businessInfoUpdate sends the phone country code without its plus sign', async () => {
  const { api, calls } = recorder({ ...ok, company: northwind });
  await updateBusinessInfo(api, {
    tradingName: 'Northwind',
    email: 'office@northwind.test',
    registrationNumber: '09876543',
    registrationDate: '2015-06-01',
    businessTaxId: 'GB123456789',
    website: 'northwind.example',
    phoneCountryCode: '+44',
    phone: '2079460123',
  });
  expect(calls[0]?.payload).toMatchObject({
    phoneCountryCode: '44',
    phone: '2079460123',
    website: 'northwind.example',
  });
});

test('the tax number of a representative goes with positionId = the representative id', async () => {
  const { api, calls } = recorder(ok);
  await updateRepresentativeTaxNumber(api, 2, 'DK12345678');
  expect(calls[0]).toMatchObject({
    method: 'customerTaxNumberUpdate',
    payload: { taxId: 'DK12345678', positionId: 2 },
  });
});

test('company users: rights update, a representative made a user, a new authorised user', async () => {
  const user = {
    id: 7,
    userId: null,
    typeId: 5,
    firstName: 'Tom',
    lastName: 'Reed',
    email: 'tom@x.test',
    accessRights: 1,
    status: 'pending',
  };
  const { api, calls } = recorder({ ...ok, user });
  await updateAccessRights(api, 7, 4);
  await addRepresentativeAsUser(api, 2, 1);
  await createAuthorisedUser(api, { firstName: 'Tina', lastName: 'Wong', email: 'tina@x.test', accessRights: 3 });
  expect(calls.map(({ method, payload }) => [method, payload])).toEqual([
    ['businessUserAccessRightsUpdate', { id: 7, accessRights: 4 }],
    ['businessAuthorisedUserCreate', { representativeId: 2, accessRights: 1 }],
    ['businessAuthorisedUserCreate', { firstName: 'Tina', lastName: 'Wong', email: 'tina@x.test', accessRights: 3 }],
  ]);
});

test('businessAuthorisedUserGet reads one user by its representative id', async () => {
  const user = { id: 6, userId: 11, typeId: 5, firstName: 'Erin', lastName: 'Walsh', email: 'e@x.test' };
  const { api, calls } = recorder({ ...ok, user: { ...user, accessRights: 3, status: 'active' } });
  await expect(fetchCompanyUser(api, 6)).resolves.toMatchObject({ ...user, accessRights: 3 });
  expect(calls.map(({ method, payload }) => [method, payload])).toEqual([['businessAuthorisedUserGet', { id: 6 }]]);
});

test('businessAccessRightsList answers the rights that may be given, in the server’s order', async () => {
  const accessRights = [
    { id: 0, name: 'No access' },
    { id: 1, name: 'Read' },
    { id: 3, name: 'Initiate' },
  ];
  const { api, calls } = recorder({ ...ok, accessRights });
  await expect(fetchAccessRights(api)).resolves.toEqual([0, 1, 3]);
  expect(calls.map(({ method, payload }) => [method, payload])).toEqual([['businessAccessRightsList', {}]]);
  const bad = recorder({ ...ok, accessRights: [{ id: '1', name: 'Read' }] });
  await expect(fetchAccessRights(bad.api)).rejects.toSatisfy(isApiError);
});

test('the admin acts for the company named: assign, remove, force-delete, lists', async () => {
  const { api, calls } = recorder({
    ...ok,
    document: northwind.corporateDocuments[0],
    representatives: northwindPeople,
  });
  await assignDocument(api, 2, { documentId: 701, target: 'representativeIdentity', representativeId: 2 });
  await removeDocument(api, 2, 702);
  await forceDeleteRepresentative(api, 4, 2);
  await fetchRepresentatives(api, 'director', undefined, 3);
  expect(calls.map(({ method, fromCustomerId }) => [method, fromCustomerId])).toEqual([
    ['adminDocumentAssign', 2],
    ['adminDocumentRemove', 2],
    ['businessRepresentativeDelete', 2],
    ['businessDirectorList', 3],
  ]);
  expect(calls[0]?.payload).toEqual({ documentId: 701, target: 'representativeIdentity', representativeId: 2 });
});

test('the admin overview is asked for no company', async () => {
  const { api, calls } = recorder({ ...ok, companies: [] });
  expect(await fetchAdminOverview(api)).toEqual([]);
  expect(calls[0]).toMatchObject({ method: 'adminOverviewGet', hasFromCustomerId: true, fromCustomerId: undefined });
});
