// @vitest-environment node
import { createTestSandbox, type TestSandbox } from '../../test/harness.ts';

describe('devices', () => {
  let t: TestSandbox;
  let token: string;
  beforeAll(async () => {
    t = await createTestSandbox();
    token = (await t.signIn('pavel.push')).accessToken;
  });
  afterAll(() => t.close());

  test('list, create (secret once), get, approve, set method, delete', async () => {
    const listed = await t.auth('GET', '/devices', undefined, token);
    expect(listed.body.map((d: { name: string }) => d.name)).toEqual(['iPhone 15', 'Pixel 8']);
    expect(listed.body[0]).not.toHaveProperty('secret');

    const created = await t.auth(
      'POST',
      '/devices',
      { name: 'iPad', code: 'IPAD-1', type: 'ios', pushToken: 'push-ipad' },
      token,
    );
    expect(created.status).toBe(201);
    expect(created.body.secret).toEqual(expect.any(String));
    const id = created.body.id as number;

    expect((await t.auth('GET', `/devices/${id}`, undefined, token)).body).toMatchObject({
      name: 'iPad',
      approved: false,
    });
    expect((await t.auth('POST', `/devices/${id}/approve`, undefined, token)).body.approved).toBe(true);
    expect((await t.auth('PATCH', `/devices/${id}/approve/3`, undefined, token)).body.approveMethodId).toBe(3);
    expect((await t.auth('PATCH', `/devices/${id}/approve/9`, undefined, token)).status).toBe(400);

    // the device flow: the new device signs in with its secret and push token
    const deviceLogin = await t.auth('POST', '/token', { secret: created.body.secret, pushToken: 'push-ipad' });
    expect(deviceLogin.status).toBe(200);

    expect((await t.auth('DELETE', `/devices/${id}`, undefined, token)).status).toBe(204);
    expect((await t.auth('GET', `/devices/${id}`, undefined, token)).status).toBe(404);
    expect((await t.auth('POST', '/token', { secret: created.body.secret, pushToken: 'push-ipad' })).status).toBe(403);
  });

  test.each([
    [{ code: 'X', type: 'ios' }, 'name: is required'],
    [{ name: 'A', type: 'ios' }, 'code: is required'],
    [{ name: ' ', code: 'X', type: 'ios' }, 'name: is required'],
    [{ name: 'A', code: 'X', type: 'windows' }, 'type: must be android or ios'],
  ])('device creation needs name, code and type: %j', async (body, message) => {
    const response = await t.auth('POST', '/devices', body, token);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
  });

  test('the approve methods', async () => {
    expect((await t.auth('GET', '/devices/approve-methods', undefined, token)).body).toEqual([
      { id: 1, name: 'push' },
      { id: 2, name: 'sms' },
      { id: 3, name: 'otp' },
    ]);
  });

  test("another person's device is not found", async () => {
    const anna = (await t.signIn('anna.personal')).accessToken;
    const pavels = (await t.auth('GET', '/devices', undefined, token)).body as { id: number }[];
    expect((await t.auth('GET', `/devices/${pavels[0]?.id}`, undefined, anna)).status).toBe(404);
    expect((await t.auth('DELETE', `/devices/${pavels[0]?.id}`, undefined, anna)).status).toBe(404);
  });

  test('without a bearer token: 401', async () => {
    expect((await t.auth('GET', '/devices')).status).toBe(401);
    expect((await t.request('/device-api/device')).status).toBe(401);
  });

  test("DELETE /device-api/device/{id} removes a linked device from both lists; another person's or no id: 404", async () => {
    const bearer = { authorization: `Bearer ${token}` };
    const made = await t.auth('POST', '/devices', { name: 'Old tablet', code: 'TAB-1', type: 'android' }, token);
    const id = made.body.id as number;
    const anna = (await t.signIn('anna.personal')).accessToken;
    const refused = await t.request(`/device-api/device/${id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${anna}` },
    });
    expect(refused.status).toBe(404);
    expect((await t.request('/device-api/device/not-a-number', { method: 'DELETE', headers: bearer })).status).toBe(
      404,
    );

    expect((await t.request(`/device-api/device/${id}`, { method: 'DELETE', headers: bearer })).status).toBe(204);
    const listed = (await (await t.request('/device-api/device', { headers: bearer })).json()) as { id: number }[];
    expect(listed.map((device) => device.id)).not.toContain(id);
    expect((await t.auth('GET', `/devices/${id}`, undefined, token)).status).toBe(404);
  });

  test('/device-api/device lists the same devices', async () => {
    const response = await t.request('/device-api/device', { headers: { authorization: `Bearer ${token}` } });
    expect(((await response.json()) as unknown[]).length).toBe(2);
  });
});
