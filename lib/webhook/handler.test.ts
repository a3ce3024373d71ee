/** @jest-environment node */
import type { DataName } from '@/lib/api/limits';
import { revalidateHandlers } from './handler';
import { ACCEPTED_CALLS_PER_MINUTE, createRateLimit } from './rate-limit';
import { memoryReplayGuard, type ReplayGuard } from './replay-guard';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, signedHeaders } from './signing.cjs';

const SECRET = `current-${'k'.repeat(40)}`;
const PREVIOUS = `previous-${'p'.repeat(40)}`;
const WRONG = `wrong-${'w'.repeat(40)}`;
const URL = 'http://127.0.0.1:3000/api/revalidate';
const GOOD = '{"calls":["notifications"]}';

let clock: number;
let revalidated: (readonly DataName[])[];
let lines: string[];
let spies: jest.SpyInstance[];
/** Everything sent and answered, to look for the keys and the signatures in. */
let sentSignatures: string[];
let answered: string[];

beforeEach(() => {
  clock = 1_795_000_000_000;
  revalidated = [];
  lines = [];
  sentSignatures = [];
  answered = [];
  const capture = (line?: unknown) => {
    lines.push(String(line));
  };
  spies = [
    jest.spyOn(console, 'info').mockImplementation(capture),
    jest.spyOn(console, 'warn').mockImplementation(capture),
    jest.spyOn(console, 'error').mockImplementation(capture),
  ];
});

afterEach(() => spies.forEach((spy) => spy.mockRestore()));

function webhook({
  secrets = [SECRET, PREVIOUS],
  replays = memoryReplayGuard(() => clock),
}: { secrets?: string[]; replays?: ReplayGuard } = {}) {
  return revalidateHandlers({
    secrets,
    revalidate: (calls) => void revalidated.push(calls),
    replays,
    limit: createRateLimit({ limit: ACCEPTED_CALLS_PER_MINUTE, windowMs: 60_000, now: () => clock }),
    now: () => clock,
  });
}

function request(body: BodyInit | null, headers: Record<string, string> = {}, method = 'POST') {
  if (headers[SIGNATURE_HEADER]) sentSignatures.push(headers[SIGNATURE_HEADER]);
  return new Request(URL, { method, body, headers, duplex: 'half' } as RequestInit);
}

const signed = (body: string, secret = SECRET, at = clock) => request(body, signedHeaders(secret, body, at));

async function send(handlers: ReturnType<typeof webhook>, req: Request) {
  const method = req.method as 'POST' | 'GET' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
  const response = await handlers[method](req);
  const text = await response.text();
  answered.push(text, JSON.stringify([...response.headers]));
  return { status: response.status, text, headers: response.headers };
}

const events = () => lines.map((line) => (JSON.parse(line) as { event: string }).event);

function expectNothingLeaked() {
  const hexes = sentSignatures.map((signature) => signature.replace(/^sha256=/, '')).filter((hex) => hex.length > 8);
  for (const secret of [SECRET, PREVIOUS, WRONG, ...hexes]) {
    for (const text of [...lines, ...answered]) expect(text).not.toContain(secret);
  }
}

describe('a good call', () => {
  it('revalidates the lists it names, answers which, and logs one line', async () => {
    const handlers = webhook();
    const body = '{"calls":["notifications","events","notifications"]}';
    const answer = await send(handlers, signed(body));
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({ revalidated: ['notifications', 'events'] });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(revalidated).toEqual([['notifications', 'events']]);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ event: 'revalidate_accepted', calls: 'notifications,events' });
    expectNothingLeaked();
  });

  it('is accepted signed with the previous key while a key is rotated', async () => {
    const answer = await send(webhook(), signed(GOOD, PREVIOUS));
    expect(answer.status).toBe(200);
    expect(revalidated).toEqual([['notifications']]);
  });
});

describe('a bad call changes nothing: a 4xx, a short reason, one log line', () => {
  const big = JSON.stringify({ calls: ['notifications'], padding: 'x'.repeat(9000) });
  const cases: [string, () => Request, number, RegExp][] = [
    ['unsigned', () => request(GOOD, { 'Content-Type': 'application/json' }), 401, /^unsigned$/],
    [
      'with a timestamp but no signature',
      () => request(GOOD, { [TIMESTAMP_HEADER]: String(clock / 1000) }),
      401,
      /^unsigned$/,
    ],
    ['signed with another key', () => signed(GOOD, WRONG), 401, /^bad signature$/],
    [
      'signed for another body',
      () => request('{"calls":["banners"]}', signedHeaders(SECRET, GOOD, clock)),
      401,
      /^bad signature$/,
    ],
    [
      'with a malformed signature',
      () => request(GOOD, { ...signedHeaders(SECRET, GOOD, clock), [SIGNATURE_HEADER]: 'sha256=not-hex' }),
      401,
      /^bad signature$/,
    ],
    ['signed six minutes ago', () => signed(GOOD, SECRET, clock - 360_000), 401, /^timestamp more than 5 minutes/],
    ['signed six minutes ahead', () => signed(GOOD, SECRET, clock + 360_000), 401, /^timestamp more than 5 minutes/],
    ['naming an unknown call', () => signed('{"calls":["notices"]}'), 400, /^unknown call name/],
    ['naming no call', () => signed('{"calls":[]}'), 400, /^body must be/],
    ['not JSON', () => signed('calls=notifications'), 400, /^body is not JSON$/],
    ['over 8 KB', () => signed(big), 413, /^body over 8 KB$/],
  ];

  it.each(cases)('%s', async (_case, make, status, reason) => {
    const answer = await send(webhook(), make());
    expect(answer.status).toBe(status);
    expect(answer.headers.get('content-type')).toContain('application/json');
    const { error } = JSON.parse(answer.text) as { error: string };
    expect(error).toMatch(reason);
    expect(answer.text.length).toBeLessThan(200);
    expect(revalidated).toEqual([]);
    expect(events()).toEqual(['revalidate_refused']);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'warn', status, reason: error });
    expectNothingLeaked();
  });

  it('replayed: the same call again, even much later while its timestamp is good, is refused with 409', async () => {
    const handlers = webhook();
    const call = signed(GOOD);
    const headers = Object.fromEntries(call.headers);
    expect((await send(handlers, call)).status).toBe(200);
    clock += 4 * 60_000;
    const again = await send(handlers, request(GOOD, headers));
    expect(again.status).toBe(409);
    expect(JSON.parse(again.text)).toEqual({ error: 'signature already used' });
    expect(revalidated).toEqual([['notifications']]);
    expect(events()).toEqual(['revalidate_accepted', 'revalidate_refused']);
    // Later still, its timestamp refuses it.
    clock += 2 * 60_000;
    expect((await send(handlers, request(GOOD, headers))).status).toBe(401);
    expectNothingLeaked();
  });

  it.each(['GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])('%s: 405, Allow: POST', async (method) => {
    const headers = signedHeaders(SECRET, GOOD, clock);
    const answer = await send(webhook(), request(method === 'GET' ? null : GOOD, headers, method));
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('POST');
    expect(revalidated).toEqual([]);
  });
});

describe('the rate limit', () => {
  it('accepts 60 calls a minute on an instance; the next gets 429 with Retry-After and can be sent again then', async () => {
    const handlers = webhook();
    for (let i = 0; i < ACCEPTED_CALLS_PER_MINUTE; i++) {
      expect((await send(handlers, signed(`{"calls":["notifications"],"n":${i}}`))).status).toBe(200);
      clock += 100;
    }
    const late = signed('{"calls":["events"]}');
    const headers = Object.fromEntries(late.headers);
    const refused = await send(handlers, late);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.text)).toEqual({ error: 'too many calls' });
    expect(Number(refused.headers.get('retry-after'))).toBe(54);
    expect(revalidated).toHaveLength(60);
    // Refused calls count for nothing: bad ones neither.
    expect((await send(handlers, signed(GOOD, WRONG))).status).toBe(401);
    clock += 54_000;
    // The refused call was not spent: it goes through as it was signed.
    expect((await send(handlers, request('{"calls":["events"]}', headers))).status).toBe(200);
    expect(revalidated.at(-1)).toEqual(['events']);
  });
});

describe('the replay guard unavailable (Redis configured, not answering)', () => {
  it('refuses with 503 and Retry-After, revalidates nothing, and gives the place in the rate limit back', async () => {
    const replays = { claim: jest.fn().mockResolvedValue(undefined) };
    const handlers = webhook({ replays });
    for (let i = 0; i < 61; i++) {
      const answer = await send(handlers, signed(`{"calls":["gallery"],"n":${i}}`));
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('1');
    }
    expect(revalidated).toEqual([]);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'error', event: 'revalidate_refused', status: 503 });
    replays.claim.mockResolvedValue(true);
    expect((await send(handlers, signed(GOOD))).status).toBe(200);
    // Remembered for as long as its timestamp can pass: 5 minutes from it, and a second.
    expect(replays.claim).toHaveBeenLastCalledWith(expect.stringMatching(/^sha256=[0-9a-f]{64}$/), 301);
  });
});

describe('without REVALIDATE_SECRET', () => {
  it.each(['POST', 'GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])(
    '%s: a bare 404, as if the route were not there, and no log line',
    async (method) => {
      const answer = await send(webhook({ secrets: [] }), request(method === 'GET' ? null : GOOD, {}, method));
      expect(answer.status).toBe(404);
      expect(answer.text).toBe('');
      expect(lines).toEqual([]);
      expect(revalidated).toEqual([]);
    },
  );

  it('even for a call signed with a key it might once have had', async () => {
    const answer = await send(webhook({ secrets: [] }), signed(GOOD));
    expect(answer.status).toBe(404);
    expect(revalidated).toEqual([]);
  });
});
