// @vitest-environment node
// Each realtime connection hears notifications in its session's language: told at connect (`&lang=`), by a
// `language` frame, or by the session's latest method call; an unknown code, or none, is English. The notification
// here is a real one (the bank limits rosa: customerLimited).
import { asLang, namedLang, pickLang } from '../lang.ts';
import { loginOf } from '../seed/people.ts';
import { createTestSandbox, type TestSandbox } from '../test/harness.ts';

const titles = {
  en: 'Account limited',
  es: 'Cuenta limitada',
  ru: 'Учётная запись ограничена',
  ua: 'Обліковий запис обмежено',
} as const;

function connect(url: string) {
  const socket = new WebSocket(url);
  const frames: { type: string; event?: { notification?: { title: string } } }[] = [];
  const waiting: ((frame: (typeof frames)[number]) => void)[] = [];
  socket.addEventListener('message', (event) => {
    const frame = JSON.parse(String(event.data));
    const next = waiting.shift();
    if (next) next(frame);
    else frames.push(frame);
  });
  const opened = new Promise<void>((resolve) => socket.addEventListener('open', () => resolve()));
  const next = () =>
    frames.length > 0
      ? Promise.resolve(frames.shift() as (typeof frames)[number])
      : new Promise<(typeof frames)[number]>((resolve) => waiting.push(resolve));
  /** A ping answered: every frame sent before it was read by the server. */
  const settled = async () => {
    socket.send(JSON.stringify({ type: 'ping' }));
    expect(await next()).toEqual({ type: 'pong' });
  };
  return { socket, opened, next, settled };
}

describe('the language of a realtime connection', () => {
  let t: TestSandbox;
  let base: string;
  let token: string;
  beforeAll(async () => {
    t = await createTestSandbox();
    base = (await t.listen()).replace('http', 'ws');
    token = (await t.signIn('rosa.rails')).accessToken;
  });
  afterAll(() => t.close());

  const limitRosa = () =>
    t.request('/__sandbox/kyc/customers/limit', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: loginOf('rosa.rails'), reason: 'sourceOfFunds' }),
    });
  const heardTitle = async (client: ReturnType<typeof connect>) => (await client.next()).event?.notification?.title;

  test.each([
    ['ru', titles.ru],
    ['es', titles.es],
    ['uk', titles.ua], // Intl's code for Ukrainian is the wire's ua
    ['xx', titles.en], // unknown: English
    ['', titles.en], // none told: English
  ])('told at connect (lang=%j): %s', async (lang, title) => {
    const { accessToken } = await t.signIn('rosa.rails'); // a session of its own: nothing remembered yet
    const client = connect(`${base}/ws?token=${accessToken}&lang=${lang}`);
    await client.opened;
    await limitRosa();
    expect(await heardTitle(client)).toBe(title);
    client.socket.close();
  });

  test('a language frame switches it; a call of the session names the latest; each session keeps its own', async () => {
    const mine = connect(`${base}/ws?token=${token}&lang=en`);
    const { accessToken: other } = await t.signIn('rosa.rails');
    const theirs = connect(`${base}/ws?token=${other}&lang=ua`);
    await Promise.all([mine.opened, theirs.opened]);
    mine.socket.send(JSON.stringify({ type: 'language', lang: 'ru' }));
    await mine.settled();
    await limitRosa();
    expect([await heardTitle(mine), await heardTitle(theirs)]).toEqual([titles.ru, titles.ua]);
    await t.call('customerLimitReasonGet', {}, { token, headers: { 'accept-language': 'es-ES,es;q=0.9' } });
    await limitRosa();
    expect([await heardTitle(mine), await heardTitle(theirs)]).toEqual([titles.es, titles.ua]);
    mine.socket.send(JSON.stringify({ type: 'language', lang: 'klingon' })); // not a language: ignored
    await mine.settled();
    await limitRosa();
    expect(await heardTitle(mine)).toBe(titles.es);
    mine.socket.close();
    theirs.socket.close();
  });
});

describe('the language a call names', () => {
  test.each([
    ['ru', undefined, 'ru'],
    ['UA', undefined, 'ua'],
    ['uk', undefined, 'ua'],
    [undefined, 'pt-BR,pt;q=0.9,en;q=0.8', 'pt'],
    [undefined, 'uk-UA', 'ua'],
    ['es', 'ro', 'es'], // the body's lang first
    ['xx', 'ro-RO', 'ro'], // an unknown body lang gives way to the header
    ['xx', 'de-DE', undefined], // nothing known: none (pickLang: English)
    [undefined, undefined, undefined],
    [42, undefined, undefined],
  ])('body lang %j, Accept-Language %j → %j', (bodyLang, header, expected) => {
    expect(namedLang(bodyLang, header)).toBe(expected);
    expect(pickLang(bodyLang, header)).toBe(expected ?? 'en');
  });

  test('asLang takes a wire code, an Intl code or a header', () => {
    expect(['en', 'ES', 'uk', 'ua', 'ro-RO', 'fr', ''].map(asLang)).toEqual([
      'en',
      'es',
      'ua',
      'ua',
      'ro',
      undefined,
      undefined,
    ]);
  });
});
