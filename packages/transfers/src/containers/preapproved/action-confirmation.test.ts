import { ApiError } from '@paydeck/api-client';
import { responsePopupContent } from '@paydeck/ui';
import { actionConfirmationTitle } from '../../components/preapproved/labels';
import { cancelFailureAnswer } from './action-confirmation';

const popup = (error: unknown) => responsePopupContent(cancelFailureAnswer(error), actionConfirmationTitle);

test.each([
  [
    "the server's refusal in its own words",
    new ApiError({
      code: 'VF',
      kind: 'business',
      message: 'Validation failed',
      description: 'Validation failed',
      validationErrors: [{ param: 'id', description: 'cannot be cancelled' }],
    }),
    ['Validation failed', 'id: cannot be cancelled'],
  ],
  [
    'access denied',
    new ApiError({ code: '13', kind: 'business', message: 'Access denied', description: 'Access denied' }),
    ['Access denied'],
  ],
])('"Action Confirmation" shows %s', (_case, error, paragraphs) => {
  const content = popup(error);
  expect(content.title).toBe(actionConfirmationTitle);
  expect(content.paragraphs).toEqual(paragraphs);
});

test("no answer at all: the transport's own (translated) text, never a raw code", () => {
  const content = popup(new ApiError({ code: 'AE', kind: 'network', message: 'networkError' }));
  expect(content.title).toBe(actionConfirmationTitle);
  expect(content.paragraphs).toHaveLength(1);
  expect(typeof content.paragraphs[0]).not.toBe('string');
});

test('something that is not an api error: the default server error text', () => {
  expect(cancelFailureAnswer(new TypeError('boom'))).toBeNull();
  expect(typeof popup(new TypeError('boom')).paragraphs[0]).not.toBe('string');
});
