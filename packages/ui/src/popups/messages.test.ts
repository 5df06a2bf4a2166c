import { i18n } from '@lingui/core';
import { errorPopupContent, type PopupContent, type PopupText, responsePopupContent } from './messages';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const say = (value: PopupText) => (typeof value === 'string' ? value : i18n._(value));
const shown = (content: PopupContent) => ({ title: say(content.title), paragraphs: content.paragraphs.map(say) });

const long = 'Your transfer could not be processed because the limit was exceeded'; // 68 characters
const fifty = 'x'.repeat(50);
const serverError = 'Server error. Please try again later.';

describe('responsePopupContent', () => {
  test.each([
    ['responseDescription first', { responseDescription: 'Saved', message: 'm', body: 'b' }, ['Saved']],
    ['then message', { message: 'From message', body: 'b' }, ['From message']],
    ['then a text body', { body: 'From body' }, ['From body']],
    ['empty texts are skipped', { responseDescription: '', message: '  ', body: 'From body' }, ['From body']],
    ['a non-text body is not shown', { body: { id: 1 } }, [serverError]],
    ['nothing: the default server error', {}, [serverError]],
    ['no answer at all', undefined, [serverError]],
    ['the transport word serverError is translated', { message: 'serverError' }, [serverError]],
    ['HTTP 500', { message: 'Server is not available' }, ['Server is not available']],
    [
      'a validation-error answer lists "param: description" joined by commas',
      {
        responseCode: 'VF',
        responseDescription: 'Check the form',
        validationErrors: [
          { param: 'amount', description: 'must be positive' },
          { param: 'iban', description: 'is invalid' },
        ],
      },
      ['Check the form', 'amount: must be positive, iban: is invalid'],
    ],
    ['errors joined by commas', { responseDescription: 'Failed', errors: ['one', 'two'] }, ['Failed', 'one, two']],
  ])('%s', (_, answer, paragraphs) => {
    expect(shown(responsePopupContent(answer))).toEqual({ title: 'Information', paragraphs });
  });

  test.each([
    ['the caller title', 'Payment', { title: 'Payment', paragraphs: ['Done'] }],
    ['a 50-character title stays', fifty, { title: fifty, paragraphs: ['Done'] }],
    ['a longer title moves into the body under "Error"', long, { title: 'Error', paragraphs: [long, 'Done'] }],
  ])('%s', (_, title, expected) => {
    expect(shown(responsePopupContent({ responseDescription: 'Done' }, title))).toEqual(expected);
  });
});

describe('errorPopupContent', () => {
  test.each([
    [
      'header from description',
      { description: 'Card blocked', message: 'm' },
      { title: 'Card blocked', paragraphs: [] },
    ],
    ['else from message', { message: 'Limit reached' }, { title: 'Limit reached', paragraphs: [] }],
    ['an Error instance', new Error('Boom'), { title: 'Boom', paragraphs: [] }],
    ['a thrown string', 'Plain text', { title: 'Plain text', paragraphs: [] }],
    ['exactly 50 characters stay the header', { description: fifty }, { title: fifty, paragraphs: [] }],
    [
      'over 50 characters move into the body under "Error"',
      { description: long },
      { title: 'Error', paragraphs: [long] },
    ],
    [
      'a long header keeps the lists after it',
      { description: long, errors: ['a', 'b'] },
      { title: 'Error', paragraphs: [long, 'a, b'] },
    ],
    [
      'errors joined by commas',
      { description: 'Failed', errors: ['one', 'two', 'three'] },
      { title: 'Failed', paragraphs: ['one, two, three'] },
    ],
    [
      'validationErrors as "param: description" joined by commas',
      {
        message: 'Invalid',
        validationErrors: [
          { param: 'email', description: 'is taken' },
          { param: 'phone', description: 'is short' },
        ],
      },
      { title: 'Invalid', paragraphs: ['email: is taken, phone: is short'] },
    ],
    [
      'validationErrors win over errors',
      { message: 'Invalid', errors: ['x'], validationErrors: [{ param: 'p', description: 'd' }] },
      { title: 'Invalid', paragraphs: ['p: d'] },
    ],
    [
      'plain validationErrors strings',
      { message: 'Invalid', validationErrors: ['first', 'second'] },
      { title: 'Invalid', paragraphs: ['first, second'] },
    ],
    ['no header but a list: titled "Error"', { errors: ['Only this'] }, { title: 'Error', paragraphs: ['Only this'] }],
    ['nothing at all', {}, { title: 'Error', paragraphs: [serverError] }],
    ['null', null, { title: 'Error', paragraphs: [serverError] }],
    [
      "the bank's 'Not implemented' is translated under \"Error\"",
      { description: 'Not implemented', message: 'Not implemented' },
      { title: 'Error', paragraphs: ['This operation is not available yet. Please contact us if you need it.'] },
    ],
    [
      'a transport word is translated under "Error"',
      { message: 'networkError' },
      {
        title: 'Error',
        paragraphs: ['No connection to the server. Check your internet connection and try again.'],
      },
    ],
  ])('%s', (_, error, expected) => {
    expect(shown(errorPopupContent(error))).toEqual(expected);
  });
});
