import type { ProfileReply, ProfileUser } from '../api/get-profile.ts';

/** A profile reply as GET profile.php sends it, for the component tests. */
export function profileReplyFor(user: Partial<ProfileUser> = {}): ProfileReply {
  return {
    success: true,
    logged_in: true,
    user: {
      username: 'ayse',
      email: 'ayse@example.com',
      first_name: 'Ayşe',
      last_name: 'Yılmaz',
      phone: '05321234567',
      birthdate: '1990-05-07',
      tc: '10000000146',
      city: 'İzmir',
      created_at: '2024-01-05T09:07:00Z',
      kyc_verified: false,
      kyc_status: 'none',
      kyc_reject_reason: '',
      two_factor_enabled: false,
      ...user,
    },
    loginHistory: [
      { id: 2, ip: '85.100.10.20', location: 'İstanbul, Türkiye', created_at: '2024-03-05T09:07:00Z' },
      { id: 1, ip: '10.0.0.1', location: '', created_at: '2024-03-01T21:30:00Z' },
    ],
  };
}
