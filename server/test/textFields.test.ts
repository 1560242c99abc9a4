/**
 * Text is stored as it was sent or refused, never changed (server/src/requestLimits.ts,
 * textFields.ts, validation.ts): UTF-8 only, no lone surrogate, a title of invisible characters
 * is blank. Each refusal here was a silent change before (issue: inputs no fuzzer tried).
 */
import { BLANK_TEXTS } from '../../src/testing/blankTextCases';
import { notificationJson } from './cases/notificationCase';
import { useSignedInApp } from './support/lifecycle';
import { ADMIN, badRequest } from './support/testApp';

const server = useSignedInApp();

const CREATE = '/admin/notification/create';
const SIGN_IN = '/admin/admin-login';
const signInBody = JSON.stringify({ email: ADMIN.email, password: ADMIN.password });

describe('text is kept or refused, never changed', () => {
  it('refuses a charset other than UTF-8 with 415', async () => {
    const latin1 = Buffer.from(notificationJson({ title: 'café' }), 'latin1');
    const response = await server.send(
      'POST',
      CREATE,
      latin1,
      'application/json; charset=iso-8859-1',
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual(
      badRequest('The request body must be UTF-8 (Content-Type: application/json; charset=utf-8).'),
    );
  });

  it('refuses bytes that are not UTF-8, where they were stored as U+FFFD', async () => {
    const latin1 = Buffer.from(notificationJson({ title: 'café' }), 'latin1');
    const response = await server.send('POST', CREATE, latin1);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(badRequest('The request body is not valid UTF-8.'));
  });

  it('keeps text declared as UTF-8, and skips a byte order mark', async () => {
    const body = notificationJson({ title: 'café ☕' });
    const declared = await server.send('POST', CREATE, body, 'application/json; charset=UTF-8');
    expect(declared.statusCode).toBe(201);
    expect(declared.json<{ notification: { title: string } }>().notification.title).toBe('café ☕');
    const withMark = await server.send('POST', SIGN_IN, `\uFEFF${signInBody}`);
    expect(withMark.statusCode).toBe(200);
  });

  it('refuses a lone surrogate, where it was stored as U+FFFD', async () => {
    const body = notificationJson({ title: 'a\ud800b' });
    const response = await server.send('POST', CREATE, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      badRequest('title must not contain a lone surrogate.', 'title'),
    );
  });

  it.each(BLANK_TEXTS)('takes a title of %s for a blank one', async (_label, title) => {
    const response = await server.send('POST', CREATE, notificationJson({ title }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(badRequest('Title is required.', 'title'));
  });

  it('keeps a title with a zero-width joiner inside visible text', async () => {
    const title = 'family 👨\u200d👩\u200d👧';
    const response = await server.send('POST', CREATE, notificationJson({ title }));
    expect(response.statusCode).toBe(201);
    expect(response.json<{ notification: { title: string } }>().notification.title).toBe(title);
  });
});
