import { isApiError } from '@paydeck/api-client';
import { fetchDeclarations, fetchEscortStatement, sendDeclaration, sendEscortStatement } from './declarations';
import { fakeCaller } from './fake-caller';

const ok = { responseCode: '00' };
const unsigned = { isRequired: true, isSigned: false, signerName: null, signerPosition: null, signedAt: null };
const signed = {
  isRequired: true,
  isSigned: true,
  signerName: 'Boris Petrov',
  signerPosition: 'Director',
  signedAt: '2026-12-01T10:00:00.000Z',
};
const signature = { signerName: 'Boris Petrov', signerPosition: 'Director' };

test('businessDeclarationsGet parses both declarations; an unknown type is a clear error', async () => {
  const declarations = [
    { type: 'studio', ...signed },
    { type: 'streamingPlatform', ...unsigned },
  ];
  const { api, calls } = fakeCaller({ ...ok, declarations });
  expect(await fetchDeclarations(api)).toEqual(declarations);
  expect(calls).toEqual([{ method: 'businessDeclarationsGet', payload: {}, files: [] }]);
  const broken = fakeCaller({ ...ok, declarations: [{ type: 'club', ...unsigned }] });
  const error = await fetchDeclarations(broken.api).catch((caught: unknown) => caught);
  expect(isApiError(error) && error.kind).toBe('malformed');
});

test('businessDeclarationsSend sends the type, the signer and the agreement', async () => {
  const { api, calls } = fakeCaller({ ...ok, declarations: [{ type: 'streamingPlatform', ...signed }] });
  expect((await sendDeclaration(api, 'streamingPlatform', signature))[0]?.isSigned).toBe(true);
  expect(calls[0]).toEqual({
    method: 'businessDeclarationsSend',
    payload: { type: 'streamingPlatform', signerName: 'Boris Petrov', signerPosition: 'Director', isAgreed: true },
    files: [],
  });
});

test('the prohibited escort statement is read and signed; a missing flag is a clear error', async () => {
  const read = fakeCaller({ ...ok, statement: unsigned });
  expect(await fetchEscortStatement(read.api)).toEqual(unsigned);
  expect(read.calls[0]?.method).toBe('businessProhibitedEscortStatementGet');
  const sent = fakeCaller({ ...ok, statement: signed });
  expect(await sendEscortStatement(sent.api, signature)).toEqual(signed);
  expect(sent.calls[0]).toMatchObject({
    method: 'businessProhibitedEscortStatementSend',
    payload: { ...signature, isAgreed: true },
  });
  const { isSigned: _signed, ...broken } = unsigned;
  const error = await fetchEscortStatement(fakeCaller({ ...ok, statement: broken }).api).catch((e: unknown) => e);
  expect(isApiError(error) && error.kind).toBe('malformed');
});
