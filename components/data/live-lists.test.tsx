import { act, render, screen } from '@testing-library/react';
import { SWRConfig, useSWRConfig } from 'swr';
import type { DataName } from '@/lib/api/limits';
import { fetchJson, FetchError } from '@/lib/fetcher';
import { DELAYED, DELAYED_FETCH_MS, FIRST_PRIORITY, groupOf } from '@/lib/live-data';
import { LiveDataProvider, useLiveList } from './live-lists';

interface Row {
  readonly id: string;
  readonly title: string;
}

type Answer = { status: number; body?: unknown };

let answers: Partial<Record<string, Answer>>;
let fetchMock: jest.Mock;
let consoleError: jest.SpyInstance;

function respond(url: string) {
  const answer = answers[url] ?? { status: 404, body: { message: 'not found' } };
  return Promise.resolve({
    ok: answer.status >= 200 && answer.status < 300,
    status: answer.status,
    json: () => Promise.resolve(answer.body),
  });
}

function List({ name, server }: { name: DataName; server: readonly Row[] }) {
  const items = useLiveList(name, server);
  return (
    <ul aria-label={name}>
      {items.map((item) => (
        <li key={item.id}>{item.title}</li>
      ))}
    </ul>
  );
}

/** Asks SWR to revalidate lists, as a focus or reconnect would. */
function Revalidate({ keys }: { keys: readonly string[] }) {
  const { mutate } = useSWRConfig();
  return (
    <button type="button" onClick={() => keys.forEach((key) => void mutate(key))}>
      Revalidate
    </button>
  );
}

const server = (name: string): Row[] => [{ id: `${name}-server`, title: `Server ${name}` }];

/** Each test gets its own SWR cache, so nothing leaks between tests. */
function renderLive(children: React.ReactNode) {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <LiveDataProvider>{children}</LiveDataProvider>
    </SWRConfig>,
  );
}

/** Lets time pass in small steps, so React renders (and SWR schedules its work) between timers, as in a browser. */
async function advance(ms: number, step = 10) {
  for (let left = ms; left > 0; left -= step) {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(Math.min(step, left));
    });
  }
}

beforeEach(() => {
  jest.useFakeTimers();
  answers = {};
  fetchMock = jest.fn(respond);
  global.fetch = fetchMock as unknown as typeof fetch;
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  consoleError.mockRestore();
  jest.useRealTimers();
});

describe('lib/live-data groups', () => {
  it('puts banners, bulletins and notifications first and delays the rest', () => {
    for (const name of FIRST_PRIORITY) expect(groupOf(name)).toBe('first-priority');
    for (const name of DELAYED) expect(groupOf(name)).toBe('delayed');
    expect(DELAYED_FETCH_MS).toBe(500);
  });
});

describe('useLiveList inside LiveDataProvider', () => {
  it('shows the server items, then refreshes a delayed list from /api once, after 500 ms', async () => {
    answers['/api/gallery'] = { status: 200, body: [{ id: 'g1', title: 'Fresh photo' }] };
    renderLive(<List name="gallery" server={server('gallery')} />);

    expect(screen.getByText('Server gallery')).toBeInTheDocument();
    await advance(DELAYED_FETCH_MS - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText('Server gallery')).toBeInTheDocument();

    await advance(50);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/gallery', { headers: { Accept: 'application/json' } });

    expect(await screen.findByText('Fresh photo')).toBeInTheDocument();
    expect(screen.queryByText('Server gallery')).not.toBeInTheDocument();

    await advance(60_000, 1_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('keeps the server items when the answer is not a list', async () => {
    answers['/api/events'] = { status: 200, body: { unexpected: true } };
    renderLive(<List name="events" server={server('events')} />);
    await advance(DELAYED_FETCH_MS + 50);
    expect(fetchMock).toHaveBeenCalledWith('/api/events', expect.anything());
    await advance(50);
    expect(screen.getByText('Server events')).toBeInTheDocument();
  });

  it('makes no request on mount for a first-priority list', async () => {
    renderLive(
      <>
        <List name="banners" server={server('banners')} />
        <List name="bulletins" server={server('bulletins')} />
        <List name="notifications" server={server('notifications')} />
      </>,
    );
    await advance(5_000, 100);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText('Server banners')).toBeInTheDocument();
    expect(screen.getByText('Server bulletins')).toBeInTheDocument();
    expect(screen.getByText('Server notifications')).toBeInTheDocument();
  });

  it('logs one error for the delayed group when all its lists fail, and keeps the server items', async () => {
    for (const name of DELAYED) answers[`/api/${name}`] = { status: 502 };
    renderLive(
      <>
        <List name="events" server={server('events')} />
        <List name="gallery" server={server('gallery')} />
        <List name="exhibitors" server={server('exhibitors')} />
      </>,
    );
    await advance(DELAYED_FETCH_MS + 50);
    await advance(50);

    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(fetchMock.mock.calls.map(([url]) => url as string).sort()).toEqual([
      '/api/events',
      '/api/exhibitors',
      '/api/gallery',
    ]);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]![0]).toMatch(/delayed/);
    expect(consoleError.mock.calls[0]![1]).toBeInstanceOf(FetchError);
    expect(consoleError.mock.calls[0]![1]).toMatchObject({ status: 502 });

    expect(screen.getByText('Server events')).toBeInTheDocument();
    expect(screen.getByText('Server gallery')).toBeInTheDocument();
    expect(screen.getByText('Server exhibitors')).toBeInTheDocument();
  });

  it('logs one more error, for the first-priority group, however many first-priority lists fail', async () => {
    for (const name of [...DELAYED, ...FIRST_PRIORITY]) answers[`/api/${name}`] = { status: 502 };
    renderLive(
      <>
        <List name="banners" server={server('banners')} />
        <List name="bulletins" server={server('bulletins')} />
        <List name="events" server={server('events')} />
        <List name="gallery" server={server('gallery')} />
        <Revalidate keys={['/api/banners', '/api/bulletins']} />
      </>,
    );
    await advance(DELAYED_FETCH_MS + 50);
    await advance(50);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]![0]).toMatch(/delayed/);

    await act(async () => {
      screen.getByRole('button', { name: 'Revalidate' }).click();
    });
    await advance(50);
    expect(fetchMock).toHaveBeenCalledWith('/api/banners', expect.anything());
    expect(fetchMock).toHaveBeenCalledWith('/api/bulletins', expect.anything());
    expect(consoleError).toHaveBeenCalledTimes(2);
    expect(consoleError.mock.calls[1]![0]).toMatch(/first-priority/);

    // A later failure of the same group is not logged again.
    await act(async () => {
      screen.getByRole('button', { name: 'Revalidate' }).click();
    });
    await advance(50);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/banners')).toHaveLength(2);
    expect(consoleError).toHaveBeenCalledTimes(2);

    expect(screen.getByText('Server banners')).toBeInTheDocument();
    expect(screen.getByText('Server bulletins')).toBeInTheDocument();
    expect(screen.getByText('Server gallery')).toBeInTheDocument();
  });

  it('refreshes a first-priority list when revalidated', async () => {
    answers['/api/banners'] = { status: 200, body: [{ id: 'b9', title: 'Fresh banner' }] };
    renderLive(
      <>
        <List name="banners" server={server('banners')} />
        <Revalidate keys={['/api/banners']} />
      </>,
    );
    await act(async () => {
      screen.getByRole('button', { name: 'Revalidate' }).click();
    });
    await advance(50);
    expect(screen.getByText('Fresh banner')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('fetchJson', () => {
  it('returns the parsed JSON of a 2xx answer and asks for JSON', async () => {
    answers['/api/notifications'] = { status: 200, body: [{ id: 'n1' }] };
    await expect(fetchJson('/api/notifications')).resolves.toEqual([{ id: 'n1' }]);
    expect(fetchMock).toHaveBeenCalledWith('/api/notifications', { headers: { Accept: 'application/json' } });
  });

  it.each([404, 500, 502])('throws a FetchError carrying the status on a %i answer', async (status) => {
    answers['/api/bulletins'] = { status, body: { error: 'x' } };
    const error = await fetchJson('/api/bulletins').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'FetchError', status, url: '/api/bulletins' });
    expect((error as FetchError).message).toBe(`GET /api/bulletins answered ${status}`);
  });

  it('does not read the body of a failed answer', async () => {
    const json = jest.fn();
    fetchMock.mockResolvedValueOnce({ ok: false, status: 503, json });
    await expect(fetchJson('/api/events')).rejects.toMatchObject({ status: 503 });
    expect(json).not.toHaveBeenCalled();
  });
});
