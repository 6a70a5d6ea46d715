import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt, stubFetch } from '@/test/render.tsx';
import { dismissToast, getToasts } from '@/lib/toast.ts';
import SlotsPage from './slots-page.tsx';

// The first render loads the page's modules (and the game dialog's, lazily): generous waits keep a busy
// machine from failing it (5 s ran out under a load of 16); a broken page still fails.
const SLOW = { timeout: 20000 };

const GAMES = [
  { id: 7, slug: 'lale-bahcesi', name: 'Lale Bahçesi', provider_name: 'Lale Games', has_demo: 1 },
  { id: 8, slug: 'kasa-real', name: 'Kasa Gerçek', provider_name: 'Lale Games', has_demo: 0 },
];

function setup(path: string) {
  const { fetchStub, calls } = stubFetch({
    'games/list.php': () => ({ body: { status: 'success', data: GAMES, message: '' } }),
    'games/launch.php': () => ({ body: { status: 'success', data: { launch_url: '/play/x?token=t' } } }),
  });
  vi.stubGlobal('fetch', fetchStub);
  renderAt(<SlotsPage />, { path });
  const launches = () =>
    calls.filter((c) => c.url.includes('games/launch.php')).map((c) => JSON.parse(String(c.init?.body)));
  return { launches };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  for (const t of getToasts()) dismissToast(t.id);
});

describe('SlotsPage ?game=<slug>', () => {
  it("opens the named game's demo for a visitor, and drops the parameter when it is closed", async () => {
    const { launches } = setup('/slots?game=lale-bahcesi');
    const dialog = await screen.findByRole('dialog', { name: 'Lale Bahçesi' }, SLOW);
    await waitFor(() => expect(launches()).toEqual([{ game_id: 7, mode: 'demo' }]), SLOW);
    expect(within(dialog).getByTitle('Lale Bahçesi').getAttribute('src')).toBe('/play/x?token=t');
    expect(screen.getByTestId('location').textContent).toBe('/slots?game=lale-bahcesi');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/slots'), SLOW);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(launches()).toHaveLength(1);
  });

  it('opens real play for a logged-in player', async () => {
    localStorage.setItem('player_id', '1');
    const { launches } = setup('/slots?game=kasa-real');
    await screen.findByRole('dialog', { name: 'Kasa Gerçek' }, SLOW);
    await waitFor(() => expect(launches()).toEqual([{ game_id: 8, mode: 'real' }]));
  });

  it('sends a visitor to the login page for a game without a demo, as its tile does', async () => {
    const { launches } = setup('/slots?game=kasa-real');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/^\/login/), SLOW);
    expect(launches()).toEqual([]);
  });

  it('tells the player when the named game is not in the lobby and drops the parameter', async () => {
    setup('/slots?game=yok-boyle-oyun');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/slots'), SLOW);
    expect(getToasts().map((t) => t.message)).toEqual(['Bu oyun şu anda açılamıyor.']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
