import { describe, expect, it } from 'vitest';
import { routeForError, type TFailedCall } from './error-routing.ts';

const call = (
  status: number,
  body: TFailedCall['body'],
  apiPath = '/api/Privileges/Get',
): TFailedCall => ({ status, body, apiPath });

describe('routeForError', () => {
  it.each([
    [2010, '此登录已被注销，请重新登录'],
    [2011, '您的账号已在别处登录，此登录已被注销'],
    [2012, '账号密码已修改，请重新登录'],
    [2013, '账号已被强制登出，请联系客服'],
  ])('401 with code %i clears the session and shows its message', (code, message) => {
    expect(routeForError(call(401, { Code: code, Message: 'server text' }), '/', 'zh-CN')).toEqual({
      kind: 'navigate',
      to: `/ErrorMsg?Msg=${encodeURIComponent(message)}`,
      clearSession: true,
    });
  });

  it('uses the English catalogue text in English', () => {
    const route = routeForError(call(401, { Code: 2011 }), '/', 'en');
    expect(route).toMatchObject({
      to: `/ErrorMsg?Msg=${encodeURIComponent('Another person logged into this account, this login was logged out')}`,
    });
  });

  it('403 about IP restriction goes to /IPRestricted', () => {
    expect(
      routeForError(call(403, { Code: 1004, Message: 'IP限制：…' }), '/Bet/1', 'zh-CN'),
    ).toEqual({ kind: 'navigate', to: '/IPRestricted', clearSession: true });
    expect(routeForError(call(403, { Message: 'IP restriction' }), '/', 'en')).toMatchObject({
      to: '/IPRestricted',
    });
  });

  it('403 for anything else shows the server message when the code has placeholders or is unknown', () => {
    expect(routeForError(call(403, { Code: 9999, Message: 'odd' }), '/', 'en')).toMatchObject({
      to: '/ErrorMsg?Msg=odd',
      clearSession: true,
    });
  });

  it('401 without a body changes nothing', () => {
    expect(routeForError(call(401, null), '/', 'en')).toEqual({ kind: 'none' });
  });

  it('500 goes to /ErrorMsg keeping the session', () => {
    expect(routeForError(call(500, { Code: 1000 }), '/', 'en')).toEqual({
      kind: 'navigate',
      to: '/ErrorMsg',
      clearSession: false,
    });
  });

  it('503 with OfflineEndTime clears the session and goes to /Offline with the end time', () => {
    const end = '2026-11-22T10:00:00.000Z';
    expect(routeForError(call(503, { Code: 1003, OfflineEndTime: end }), '/', 'en')).toEqual({
      kind: 'navigate',
      to: `/Offline?EndTime=${encodeURIComponent(end)}`,
      clearSession: true,
    });
    expect(routeForError(call(503, null), '/', 'en')).toEqual({ kind: 'none' });
  });

  it('is quiet on /Offline and /IPRestricted', () => {
    for (const page of ['/Offline', '/IPRestricted']) {
      expect(routeForError(call(401, { Code: 2011 }), page, 'en')).toEqual({ kind: 'none' });
      expect(routeForError(call(503, { OfflineEndTime: 'x' }), page, 'en')).toEqual({
        kind: 'none',
      });
    }
  });

  it('frequent calls ignore failures other than a refused session or maintenance', () => {
    for (const apiPath of [
      '/api/Token/Login',
      '/api/Wallet/GetWalletAmount',
      '/api/Token/Refresh',
    ]) {
      expect(routeForError(call(500, { Code: 1000 }, apiPath), '/', 'en')).toEqual({
        kind: 'none',
      });
      expect(routeForError(call(400, { Code: 2020 }, apiPath), '/', 'en')).toEqual({
        kind: 'none',
      });
      expect(routeForError(call(401, { Code: 2010 }, apiPath), '/', 'en').kind).toBe('navigate');
      expect(routeForError(call(503, { OfflineEndTime: 'x' }, apiPath), '/', 'en').kind).toBe(
        'navigate',
      );
    }
  });
});
