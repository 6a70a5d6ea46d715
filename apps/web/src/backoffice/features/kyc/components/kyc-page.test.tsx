import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { me, renderBackoffice, support } from '@/backoffice/app/test-kit.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('KYC queue', () => {
  const submission = {
    id: 12,
    player_id: 7,
    username: 'elif92',
    first_name: 'Elif',
    last_name: 'Şahin',
    tc: '10000000146',
    status: 'pending',
    files: {
      id_front: { original_name: 'on.jpg', size: 1000, type: 'jpg' },
      id_back: { original_name: 'arka.png', size: 1000, type: 'png' },
      address: { original_name: 'fatura.pdf', size: 1000, type: 'pdf' },
    },
    reject_reason: '',
    created_at: '2026-11-26T09:00:00.000Z',
    decided_at: null,
  };

  it('shows each document through the server and rejects with the reason the player reads', async () => {
    const { calls } = renderBackoffice('/kyc', {
      'admin/me': me(support),
      'admin/queues/counts': () => ({ body: { success: true, counts: { kyc: 1 } } }),
      'admin/kyc/12/reject': () => ({
        body: {
          success: true,
          kyc: { id: 12, player_id: 7, status: 'rejected', reject_reason: 'Belge okunmuyor' },
        },
      }),
      'admin/kyc': () => ({ body: { success: true, kyc: [submission] } }),
    });
    const front = (await screen.findByRole('img', { name: 'elif92: Kimlik ön yüz' })) as HTMLImageElement;
    expect(front.getAttribute('src')).toBe('/api/admin/kyc/12/files/id_front');
    expect(screen.getByRole('img', { name: 'elif92: Kimlik arka yüz' }).getAttribute('src')).toBe(
      '/api/admin/kyc/12/files/id_back',
    );
    expect(screen.getByRole('link', { name: 'Adres belgesi (PDF) aç' }).getAttribute('href')).toBe(
      '/api/admin/kyc/12/files/address',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reddet: elif92' }));
    const submit = screen.getByRole('button', { name: 'Reddet' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true); // a reason first
    fireEvent.change(screen.getByLabelText('Red nedeni'), { target: { value: 'Belge okunmuyor' } });
    fireEvent.click(submit);
    expect((await screen.findByTestId('notice')).textContent).toContain(
      'elif92 kullanıcısının belgeleri reddedildi.',
    );
    expect(JSON.parse(String(calls.find((c) => c.url === '/api/admin/kyc/12/reject')!.init?.body))).toEqual({
      reason: 'Belge okunmuyor',
    });
  });

  it('enlarges one side of a document inside the application, zooms in steps and closes', async () => {
    renderBackoffice('/kyc', {
      'admin/me': me(support),
      'admin/queues/counts': () => ({ body: { success: true, counts: { kyc: 1 } } }),
      'admin/kyc': () => ({ body: { success: true, kyc: [submission] } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Kimlik arka yüz büyüt' }));
    const dialog = await screen.findByRole('dialog', { name: 'elif92 · Kimlik arka yüz' });
    const big = within(dialog).getByRole('img', { name: 'elif92: Kimlik arka yüz' }) as HTMLImageElement;
    expect(big.getAttribute('src')).toBe('/api/admin/kyc/12/files/id_back');
    expect(big.style.width).toBe('100%');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yakınlaştır' }));
    expect(big.style.width).toBe('150%');
    fireEvent.keyDown(within(dialog).getByRole('region'), { key: '+' });
    expect(big.style.width).toBe('200%');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Döndür' }));
    expect(big.style.transform).toBe('rotate(90deg)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
