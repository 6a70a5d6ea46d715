import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { splitAffiliateTag } from '@app/shared/api/affiliate.ts';
import { me, renderPortal } from '@/affiliate/app/test-kit.tsx';

afterEach(cleanup);

describe('the link builder', () => {
  it('builds the site’s link with the btag, adds a valid campaign, refuses an invalid one and copies', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderPortal('/links', { 'affiliate/me': me() });
    const output = (await screen.findByLabelText('Bağlantınız')) as HTMLInputElement;
    expect(output.value).toBe(`${window.location.origin}/?btag=deniz42`);

    const campaign = screen.getByLabelText('Kampanya (isteğe bağlı)');
    fireEvent.input(campaign, { target: { value: 'instagram-kasim' } });
    expect(output.value).toBe(`${window.location.origin}/?btag=deniz42.instagram-kasim`);
    // The server reads the link's value back into the same btag and campaign.
    expect(splitAffiliateTag(new URL(output.value).searchParams.get('btag'))).toEqual({
      btag: 'deniz42',
      campaign: 'instagram-kasim',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Bağlantıyı kopyala' }));
    expect((await screen.findByText('Bağlantı kopyalandı.')).getAttribute('role')).toBe('status');
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/?btag=deniz42.instagram-kasim`);

    for (const bad of ['Instagram', 'yaz kampanyası', 'a.b', 'x'.repeat(33)]) {
      fireEvent.input(campaign, { target: { value: bad } });
      expect(
        await screen.findByText(
          'Kampanya yalnızca küçük harf, rakam ve tire içerebilir (en fazla 32 karakter).',
        ),
      ).toBeTruthy();
      expect(campaign.getAttribute('aria-invalid')).toBe('true');
      expect(output.value).toBe('');
      expect((screen.getByRole('button', { name: 'Bağlantıyı kopyala' }) as HTMLButtonElement).disabled).toBe(
        true,
      );
    }
    fireEvent.input(campaign, { target: { value: '' } });
    expect(output.value).toBe(`${window.location.origin}/?btag=deniz42`);
  });
});
