import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mapFormErrors } from '../../../../src/shared/api/errors.ts';

test('validation: the first message of each field, recaptcha as the global error', () => {
  const mapped = mapFormErrors([
    {
      message: 'validation',
      extensions: {
        validation: {
          'user.name': ['Name is required', 'second'],
          'user.email': ['Bad email'],
          'user.website': ['http(s) only'],
          comment: ['Too long'],
          recaptcha: ['Captcha failed'],
        },
      },
    },
  ]);
  assert.equal(mapped, {
    fields: {
      'user.name': 'Name is required',
      'user.email': 'Bad email',
      'user.website': 'http(s) only',
      comment: 'Too long',
    },
    global: 'Captcha failed',
  });
});

test('validation naming only some fields leaves the others alone and no global error', () => {
  assert.equal(mapFormErrors([{ message: 'validation', extensions: { validation: { comment: ['Required'] } } }]), {
    fields: { comment: 'Required' },
    global: null,
  });
});

test('another GraphQL error: its first message is the global error', () => {
  assert.equal(mapFormErrors([{ message: 'Comments are closed' }, { message: 'other' }]), {
    fields: {},
    global: 'Comments are closed',
  });
});

test('a validation error with no usable field still says something', () => {
  assert.equal(mapFormErrors([{ message: 'validation', extensions: { validation: { other: ['x'] } } }]), {
    fields: {},
    global: 'validation',
  });
});

test.run();
