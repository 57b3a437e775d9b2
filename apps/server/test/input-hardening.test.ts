import {
  cancelOrder,
  loginByPassword,
  sendSmsCode,
  updateAvatar,
  createPayment,
  ErrorCode,
  errorMessage,
  placeOrder,
  search,
  shorten,
  submitRealName,
  updateIntro,
  updateNickname,
  type CallDefinition,
  type ErrorCodeValue,
  type Language,
} from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, call, createTestApp, DB_KIND, signedHeaders, tenantIdOf, type CallOptions, type TestApp } from './helpers';
import { newIp, registerUser } from './identity-helpers';
import { createBuyer, createCollection, order } from './sale-helpers';
import { soldColumn } from './support/stock';

// Issue 13, input hardening (decision 022): bad input gets a clear code of the catalogue, in the user's
// language, with the HTTP status of every other refusal (200, decision 004), and changes nothing. Each case
// runs on SQLite and on PostgreSQL (where a NUL byte in a text used to answer HTTP 500).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Every row of the tables a refused call could have touched, in a stable order. */
async function snapshot(): Promise<Record<string, string[]>> {
  const tables = [
    'short_links',
    'users',
    'real_name_attempts',
    'orders',
    'purchase_quotas',
    'payments',
    'payment_events',
  ] as const;
  const out: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = await t.db.kysely.selectFrom(table).selectAll().execute();
    out[table] = rows.map((r) => JSON.stringify(r)).sort();
  }
  const stock = await t.db.kysely
    .selectFrom('collections')
    .select(['id', soldColumn('collections')])
    .orderBy('id')
    .execute();
  out.stock = stock.map((r) => `${r.id}:${r.sold_count}`);
  return out;
}

/** Calls, and expects the refusal `code` with its catalogue text in `lang`, HTTP 200, and no change at all. */
async function refused(def: CallDefinition, o: CallOptions, code: ErrorCodeValue, lang: Language, what: string) {
  const before = await snapshot();
  const res = await call(t.app, def, { ip: newIp(), ...o, lang });
  expect(res.statusCode, what).toBe(200);
  const b = body(res);
  expect(b.code, what).toBe(code);
  expect(b.msg, what).toBe(errorMessage(code, lang));
  expect(await snapshot(), what).toEqual(before);
  return b;
}

const CONTROL_CHARACTERS: Record<string, string> = {
  NUL: '\u0000',
  BEL: '\u0007',
  CR: '\r',
  ESC: '\u001B',
  DEL: '\u007F',
  'C1 U+0085': '\u0085',
  'C1 U+009B': '\u009B',
  'U+2028': '\u2028',
  'U+2029': '\u2029',
  'lone surrogate': '\uD83D',
};

describe(`short links: a target never becomes another origin (${DB_KIND})`, () => {
  const REFUSED: [string, string, ErrorCodeValue][] = [
    ['tab inside a path', '/\t/evil.example/', ErrorCode.TEXT_CHARACTERS_INVALID],
    ['newline inside a path', '/\n/evil.example/', ErrorCode.TEXT_CHARACTERS_INVALID],
    ['CR inside a path', '/\r/evil.example/', ErrorCode.TEXT_CHARACTERS_INVALID],
    ['NUL inside a path', '/\u0000/evil.example/', ErrorCode.TEXT_CHARACTERS_INVALID],
    ['tab in a host', 'http://local\thost/', ErrorCode.TEXT_CHARACTERS_INVALID],
    ['protocol-relative', '//evil.example/x', ErrorCode.VALIDATION_FAILED],
    ['slash backslash', '/\\evil.example/x', ErrorCode.VALIDATION_FAILED],
    ['two backslashes', '\\\\evil.example/x', ErrorCode.VALIDATION_FAILED],
    ['a dot segment that normalises to //', '/.//evil.example/x', ErrorCode.VALIDATION_FAILED],
    ['a parent segment that normalises to //', '/a/..//evil.example/x', ErrorCode.VALIDATION_FAILED],
    ['javascript:', 'javascript:alert(1)', ErrorCode.VALIDATION_FAILED],
    ['JavaScript: in capitals', 'JavaScript:alert(document.domain)', ErrorCode.VALIDATION_FAILED],
    ['data:', 'data:text/html,<script>alert(1)</script>', ErrorCode.VALIDATION_FAILED],
    ['another scheme on our host', 'ftp://localhost/x', ErrorCode.VALIDATION_FAILED],
    ['http: without slashes', 'http:evil.example', ErrorCode.VALIDATION_FAILED],
    ['another host', 'https://evil.example/phish', ErrorCode.VALIDATION_FAILED],
    ['our host as user name', 'https://localhost@evil.example/', ErrorCode.VALIDATION_FAILED],
    ['credentials on our host', 'https://user:pw@localhost/', ErrorCode.VALIDATION_FAILED],
    ['our host as a prefix', 'https://localhost.evil.example/', ErrorCode.VALIDATION_FAILED],
    ['another tenant’s host', 'http://aurora.localhost/#/', ErrorCode.VALIDATION_FAILED],
    ['a bare word', 'evil.example', ErrorCode.VALIDATION_FAILED],
  ];

  it.each(REFUSED)('refuses %s with its code and text, and stores nothing', async (what, url, code) => {
    await refused(shorten, { body: { url } }, code, 'fr', what);
  });

  it('refuses them in a urlencoded body too', async () => {
    for (const url of ['/\t/evil.example/', '//evil.example/x', 'javascript:alert(1)']) {
      const code = url.includes('\t') ? ErrorCode.TEXT_CHARACTERS_INVALID : ErrorCode.VALIDATION_FAILED;
      await refused(
        shorten,
        { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ url }).toString() },
        code,
        'zh-TW',
        url,
      );
    }
  });

  const ACCEPTED: [string, string, string][] = [
    ['a path', '/#/pages/market/index', '/#/pages/market/index'],
    ['a path with dot segments', '/a/../pages/./x?y=1#z', '/pages/x?y=1#z'],
    ['a path with a space and a non-ASCII character', '/p/a b/é', '/p/a%20b/%C3%A9'],
    ['an absolute URL on our host, with a port', 'http://localhost:8080/#/pages/x?a=1', 'http://localhost:8080/#/pages/x?a=1'],
    ['an absolute URL, host in capitals', 'HTTPS://LOCALHOST/x/../y', 'https://localhost/y'],
  ];

  it.each(ACCEPTED)('accepts %s, stores the parsed URL and redirects to exactly that', async (_what, url, stored) => {
    const res = body<{ code: string; url: string; shortUrl: string }>(await call(t.app, shorten, { body: { url }, ip: newIp() }));
    expect(res.code).toBe(0);
    expect(res.data.url).toBe(stored);
    const row = await t.db.kysely
      .selectFrom('short_links')
      .select('url')
      .where('code', '=', res.data.code)
      .executeTakeFirstOrThrow();
    expect(row.url).toBe(stored);
    const go = await t.app.inject({ url: `/s/${res.data.code}`, headers: { host: 'localhost' } });
    expect(go.statusCode).toBe(302);
    expect(go.headers.location).toBe(stored);
  });

  it('a link stored before these rules sends no one anywhere: 404, not a redirect', async () => {
    const tenantId = await tenantIdOf(t.db, 'demo');
    const legacy = [
      ['Legacy01', '/\t/evil.example/'],
      ['Legacy02', '//evil.example/'],
      ['Legacy03', 'https://evil.example/'],
    ];
    for (const [code, url] of legacy) {
      await t.db.kysely
        .insertInto('short_links')
        .values({ tenant_id: tenantId, code: code!, url: url!, url_hash: `legacy-${code}`, created_at: Date.now() })
        .execute();
      const go = await t.app.inject({ url: `/s/${code}`, headers: { host: 'localhost' } });
      expect(go.statusCode, url).toBe(404);
      expect(go.headers.location, url).toBeUndefined();
    }
    const visits = await t.db.kysely.selectFrom('short_links').select('visits').where('url_hash', 'like', 'legacy-%').execute();
    expect(visits.every((v) => v.visits === 0)).toBe(true);
  });
});

describe(`text fields refuse control characters (${DB_KIND})`, () => {
  let token: string;
  beforeAll(async () => {
    token = (await registerUser(t)).token;
  });

  it.each(Object.entries(CONTROL_CHARACTERS))(
    '%s in a nickname, an intro, a real name, a short link, a search',
    async (name, c) => {
      await refused(
        updateNickname,
        { token, body: { nickname: `Ann${c}ie` } },
        ErrorCode.TEXT_CHARACTERS_INVALID,
        'en',
        `nickname ${name}`,
      );
      await refused(
        updateIntro,
        { token, body: { intro: `Hello${c}` } },
        ErrorCode.TEXT_CHARACTERS_INVALID,
        'zh-CN',
        `intro ${name}`,
      );
      await refused(
        submitRealName,
        { token, body: { name: `张${c}三`, idCard: '110105199003071239', agree: true } },
        ErrorCode.TEXT_CHARACTERS_INVALID,
        'es',
        `real name ${name}`,
      );
      await refused(shorten, { body: { url: `/#/pages/${c}x` } }, ErrorCode.TEXT_CHARACTERS_INVALID, 'fr', `short link ${name}`);
      // A query string is UTF-8 percent-encoded: it cannot carry a lone surrogate (it arrives as U+FFFD).
      if (name !== 'lone surrogate') {
        await refused(search, { query: { keyword: `Orbit${c}` } }, ErrorCode.TEXT_CHARACTERS_INVALID, 'zh-TW', `search ${name}`);
      }
    },
  );

  it('NUL at either end of a trimmed field is refused too, not trimmed away', async () => {
    await refused(
      updateNickname,
      { token, body: { nickname: '\u0000Annie' } },
      ErrorCode.TEXT_CHARACTERS_INVALID,
      'en',
      'leading',
    );
    await refused(search, { query: { keyword: 'Orbit\u2028' } }, ErrorCode.TEXT_CHARACTERS_INVALID, 'en', 'trailing U+2028');
  });

  it('in a urlencoded body the same', async () => {
    await refused(
      updateNickname,
      {
        token,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ nickname: 'A\u0000B' }).toString(),
      },
      ErrorCode.TEXT_CHARACTERS_INVALID,
      'zh-CN',
      'urlencoded nickname',
    );
  });

  it('fields that are not free text (phones, passwords, file ids) never take a NUL to the database either', async () => {
    // Decision 059: a NUL in any input is refused once, before any schema, with the text rule's code.
    const { phone } = await registerUser(t);
    await refused(
      sendSmsCode,
      { body: { areaCode: '+86', phone: `${phone.slice(0, 5)}\u0000${phone.slice(6)}`, purpose: 'login' } },
      ErrorCode.TEXT_CHARACTERS_INVALID,
      'fr',
      'phone',
    );
    await refused(
      loginByPassword,
      { body: { areaCode: '+86', phone: `\u0000${phone}`, password: 'whatever1' } },
      ErrorCode.TEXT_CHARACTERS_INVALID,
      'en',
      'login phone',
    );
    await refused(
      updateAvatar,
      { token, body: { fileId: 'abcdefghij\u0000' } },
      ErrorCode.TEXT_CHARACTERS_INVALID,
      'zh-CN',
      'file id',
    );
    // A password is hashed, never stored, and keeps any other character; a NUL is refused like anywhere else.
    await refused(
      loginByPassword,
      { body: { areaCode: '+86', phone, password: 'pass\u0000word' } },
      ErrorCode.TEXT_CHARACTERS_INVALID,
      'es',
      'password',
    );
    const wrong = body(
      await call(t.app, loginByPassword, {
        ip: newIp(),
        lang: 'es',
        body: { areaCode: '+86', phone, password: 'pass\u0007word' },
      }),
    );
    expect(wrong).toMatchObject({ code: ErrorCode.LOGIN_FAILED, msg: errorMessage(ErrorCode.LOGIN_FAILED, 'es') });
  });

  it('a newline and a tab are text in the intro, not in a nickname; emoji and every script are text', async () => {
    await refused(updateNickname, { token, body: { nickname: 'Ann\nie' } }, ErrorCode.TEXT_CHARACTERS_INVALID, 'en', 'newline');
    await refused(updateNickname, { token, body: { nickname: 'Ann\tie' } }, ErrorCode.TEXT_CHARACTERS_INVALID, 'en', 'tab');
    const intro = body<{ intro: string }>(await call(t.app, updateIntro, { token, body: { intro: 'Line one\n\tLine two 🎨' } }));
    expect(intro.code).toBe(0);
    expect(intro.data.intro).toBe('Line one\n\tLine two 🎨');
    const named = body<{ nickname: string }>(await call(t.app, updateNickname, { token, body: { nickname: '收藏家 Zoë 👩‍🎨' } }));
    expect(named.code).toBe(0);
    const row = await t.db.kysely
      .selectFrom('users')
      .select(['nickname', 'intro'])
      .where('nickname', '=', '收藏家 Zoë 👩‍🎨')
      .execute();
    expect(row).toEqual([{ nickname: '收藏家 Zoë 👩‍🎨', intro: 'Line one\n\tLine two 🎨' }]);
  });
});

describe(`numbers in a body are numbers (${DB_KIND})`, () => {
  let buyer: { token: string };
  let collectionId: number;
  beforeAll(async () => {
    buyer = await createBuyer(t, 'demo');
    collectionId = await createCollection(t, 'demo', { supply: 10, limit: 5 });
  });

  const NOT_NUMBERS: [string, unknown, ErrorCodeValue][] = [
    ['[1]', [1], ErrorCode.VALIDATION_FAILED],
    ['true', true, ErrorCode.VALIDATION_FAILED],
    ['{}', {}, ErrorCode.VALIDATION_FAILED],
    ['" 1"', ' 1', ErrorCode.VALIDATION_FAILED],
    ['"1e0"', '1e0', ErrorCode.VALIDATION_FAILED],
    ['"0x1"', '0x1', ErrorCode.VALIDATION_FAILED],
    // Missing, as a form leaves it: the field's own code.
    ['null', null, ErrorCode.SELECT_REQUIRED],
    ['""', '', ErrorCode.SELECT_REQUIRED],
  ];

  it.each(NOT_NUMBERS)('a quantity of %s is refused and orders nothing', async (label, quantity, code) => {
    await refused(
      placeOrder,
      { token: buyer.token, body: { businessType: 4, itemId: collectionId, quantity } },
      code,
      'fr',
      label,
    );
  });

  it.each([
    ['[1]', [1]],
    ['true', true],
    ['false', false],
    ['null', null],
    ['{}', {}],
    ['""', ''],
    ['" 0"', ' 0'],
  ])('a payment method of %s is refused and starts no payment', async (label, method) => {
    const placed = await order(t, buyer, collectionId);
    expect(placed.code).toBe(0);
    await refused(
      createPayment,
      { token: buyer.token, body: { orderNo: placed.data.orderNo, method } },
      ErrorCode.VALIDATION_FAILED,
      'zh-CN',
      label,
    );
    // The order waits as it was, without a payment; the buyer cancels it for the next case (one unpaid order per drop).
    const tenantId = await tenantIdOf(t.db, 'demo');
    expect((await t.app.order.orders.byNo(tenantId, placed.data.orderNo))?.status).toBe('pending_payment');
    expect(body(await call(t.app, cancelOrder, { token: buyer.token, body: { orderNo: placed.data.orderNo } })).code).toBe(0);
  });

  it('a number as text is still a number where a form sends one: a urlencoded payment method "0"', async () => {
    const placed = await order(t, buyer, collectionId);
    expect(placed.code).toBe(0);
    const res = await call(t.app, createPayment, {
      token: buyer.token,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ orderNo: placed.data.orderNo, method: '0' }).toString(),
    });
    const b = body<{ method: number; orderNo: string }>(res);
    expect(b.code).toBe(0);
    expect(b.data).toMatchObject({ method: 0, orderNo: placed.data.orderNo });
  });
});

describe(`a body the server cannot take (${DB_KIND})`, () => {
  async function raw(o: { contentType?: string; payload: string | Buffer; lang: Language }) {
    const before = await snapshot();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api${shorten.path}`,
      headers: {
        ...(await signedHeaders({})),
        host: 'localhost',
        lang: o.lang,
        ...(o.contentType ? { 'content-type': o.contentType } : {}),
      },
      payload: o.payload,
      remoteAddress: newIp(),
    });
    expect(await snapshot()).toEqual(before);
    return res;
  }

  it('over the 1 MiB limit: REQUEST_TOO_LARGE with its own text, not the image-size text', async () => {
    const url = `/#/${'a'.repeat(1024 * 1024)}`;
    for (const lang of ['en', 'zh-CN', 'zh-TW', 'es', 'fr'] as const) {
      const res = await raw({ contentType: 'application/json', payload: JSON.stringify({ url }), lang });
      expect(res.statusCode).toBe(200);
      const b = res.json<{ code: number; msg: string; data: { limitBytes: number } }>();
      expect(b.code).toBe(ErrorCode.REQUEST_TOO_LARGE);
      expect(b.msg).toBe(errorMessage(ErrorCode.REQUEST_TOO_LARGE, lang));
      expect(b.msg).not.toBe(errorMessage(ErrorCode.FILE_TOO_LARGE, lang, { size: t.config.uploadMaxMb }));
      expect(b.data.limitBytes).toBe(1024 * 1024);
    }
    const form = await raw({
      contentType: 'application/x-www-form-urlencoded',
      payload: new URLSearchParams({ url }).toString(),
      lang: 'es',
    });
    expect(form.json()).toMatchObject({
      code: ErrorCode.REQUEST_TOO_LARGE,
      msg: errorMessage(ErrorCode.REQUEST_TOO_LARGE, 'es'),
    });
  });

  it('over the limit on a real connection: the client reads the answer', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}/api${shorten.path}`, {
      method: 'POST',
      headers: { ...(await signedHeaders({})), 'content-type': 'application/json', lang: 'en', host: 'localhost' },
      body: JSON.stringify({ url: `/#/${'b'.repeat(2 * 1024 * 1024)}` }),
    });
    const b = (await res.json()) as { code: number; msg: string };
    expect(b).toMatchObject({ code: ErrorCode.REQUEST_TOO_LARGE, msg: errorMessage(ErrorCode.REQUEST_TOO_LARGE, 'en') });
    expect(await t.db.kysely.selectFrom('short_links').select('id').where('url', 'like', '/#/bbbb%').execute()).toEqual([]);
  });

  it('malformed or empty JSON, and a content type the API does not read: BODY_UNREADABLE', async () => {
    const cases: { contentType?: string; payload: string; reason: string }[] = [
      { contentType: 'application/json', payload: '{"url": "/#/x"', reason: 'json' },
      { contentType: 'application/json', payload: '{"url": "/#/x"}}', reason: 'json' },
      { contentType: 'application/json', payload: '', reason: 'json' },
      { contentType: 'text/plain', payload: 'url=/#/x', reason: 'content-type' },
      { contentType: 'application/xml', payload: '<url>/#/x</url>', reason: 'content-type' },
    ];
    for (const c of cases) {
      const res = await raw({ ...c, lang: 'zh-TW' });
      expect(res.statusCode, c.payload).toBe(200);
      expect(res.json(), c.payload).toEqual({
        code: ErrorCode.BODY_UNREADABLE,
        msg: errorMessage(ErrorCode.BODY_UNREADABLE, 'zh-TW'),
        data: { reason: c.reason },
      });
    }
  });

  it('a JSON body that is not an object of the call: the validation code', async () => {
    for (const payload of ['[]', '"x"', '42', 'null']) {
      const res = await raw({ contentType: 'application/json', payload, lang: 'en' });
      expect(res.json<{ code: number }>().code, payload).toBe(ErrorCode.VALIDATION_FAILED);
      expect(res.json<{ msg: string }>().msg).toBe(errorMessage(ErrorCode.VALIDATION_FAILED, 'en'));
    }
  });
});
