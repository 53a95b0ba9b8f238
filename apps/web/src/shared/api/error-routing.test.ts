import { describe, expect, it } from 'vitest';
import { routeForError, type TFailedCall } from './error-routing.ts';

const call = (
  status: number,
  body: TFailedCall['body'],
  apiPath = '/api/Privileges/Get',
): TFailedCall => ({ status, body, apiPath });

describe('routeForError', () => {
  it.each([2010, 2011, 2012, 2013])(
    '401 with code %i clears the session and takes its code and text to /ErrorMsg',
    (code) => {
      expect(routeForError(call(401, { Code: code, Message: 'server text' }), '/')).toEqual({
        kind: 'navigate',
        to: `/ErrorMsg?Msg=server+text&Code=${code}`,
        clearSession: true,
      });
    },
  );

  it('403 about IP restriction goes to /IPRestricted', () => {
    expect(routeForError(call(403, { Code: 1004, Message: 'IP限制：…' }), '/Bet/1')).toEqual({
      kind: 'navigate',
      to: '/IPRestricted',
      clearSession: true,
    });
    expect(routeForError(call(403, { Message: 'IP restriction' }), '/')).toMatchObject({
      to: '/IPRestricted',
    });
  });

  it('403 for anything else goes to /ErrorMsg with its text and code', () => {
    expect(routeForError(call(403, { Code: 9999, Message: 'odd' }), '/')).toMatchObject({
      to: '/ErrorMsg?Msg=odd&Code=9999',
      clearSession: true,
    });
  });

  it('401 without a body changes nothing', () => {
    expect(routeForError(call(401, null), '/')).toEqual({ kind: 'none' });
  });

  it('500 goes to /ErrorMsg keeping the session', () => {
    expect(routeForError(call(500, { Code: 1000 }), '/')).toEqual({
      kind: 'navigate',
      to: '/ErrorMsg',
      clearSession: false,
    });
  });

  it('503 with OfflineEndTime clears the session and goes to /Offline with the end time', () => {
    const end = '2026-11-22T10:00:00.000Z';
    expect(routeForError(call(503, { Code: 1003, OfflineEndTime: end }), '/')).toEqual({
      kind: 'navigate',
      to: `/Offline?EndTime=${encodeURIComponent(end)}`,
      clearSession: true,
    });
    expect(routeForError(call(503, null), '/')).toEqual({ kind: 'none' });
  });

  it('is quiet on /Offline and /IPRestricted', () => {
    for (const page of ['/Offline', '/IPRestricted']) {
      expect(routeForError(call(401, { Code: 2011 }), page)).toEqual({ kind: 'none' });
      expect(routeForError(call(503, { OfflineEndTime: 'x' }), page)).toEqual({
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
      expect(routeForError(call(500, { Code: 1000 }, apiPath), '/')).toEqual({
        kind: 'none',
      });
      expect(routeForError(call(400, { Code: 2020 }, apiPath), '/')).toEqual({
        kind: 'none',
      });
      expect(routeForError(call(401, { Code: 2010 }, apiPath), '/').kind).toBe('navigate');
      expect(routeForError(call(503, { OfflineEndTime: 'x' }, apiPath), '/').kind).toBe('navigate');
    }
  });
});
