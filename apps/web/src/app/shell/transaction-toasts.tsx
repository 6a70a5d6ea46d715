import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatBalance } from '@app/shared/money.ts';
import { EVENTS_POLL_MS, type PlayerEvent } from '@/api/events.ts';
import { moneyChangeKeys } from '@/api/query-keys.ts';
import { texts } from '@/lib/texts.ts';
import { showToast, type ToastInput } from '@/lib/toast.ts';
import { usePollInterval, usePushChange } from '@/lib/push.ts';
import { createEventsPoller, type EventsPoller } from './events-poller.ts';

const EVENT_CHANGES = ['events'] as const;

/** The spec's toast for each wallet or bonus event. */
export function eventToast(event: PlayerEvent): ToastInput {
  const t = texts.events;
  switch (event.type) {
    case 'deposit_pending':
      return { type: 'info', title: t.depositPendingTitle, message: t.depositPending };
    case 'deposit_approved':
      return { type: 'success', message: t.depositApproved };
    case 'deposit_rejected':
      return { type: 'error', message: t.depositRejected };
    case 'withdraw_pending':
      return { type: 'info', message: t.withdrawPending };
    case 'withdraw_approved':
      return { type: 'success', message: t.withdrawApproved };
    case 'withdraw_rejected':
      return { type: 'error', message: t.withdrawRejected };
    case 'bonus_activated':
      return {
        type: 'success',
        message:
          typeof event.amount === 'number'
            ? // The header's figure ('250,00 ₺') without its ' ₺': the text adds the sign itself.
              t.bonusActivated(formatBalance(event.amount).replace(/\s₺$/, ''))
            : t.bonusActivatedNoAmount,
      };
    case 'bonus_error':
      return { type: 'error', message: t.bonusError };
  }
}

/**
 * Mounted by the shell while a player is logged in: polls the player's events every 5 s (at the
 * safety interval while the push channel is up, and at once when it announces an event), raises a
 * toast for each, and invalidates what the events change (the header balance, the wallet, the
 * transaction history, the bonuses), so the header and any open screen reload at once.
 */
export function TransactionToasts({ playerId }: { playerId: number }) {
  const queryClient = useQueryClient();
  const interval = usePollInterval(EVENTS_POLL_MS) || EVENTS_POLL_MS;
  const poller = useRef<EventsPoller | null>(null);

  useEffect(() => {
    const current = createEventsPoller({
      playerId,
      onEvent: (event) => showToast(eventToast(event)),
      onShown: () => {
        for (const queryKey of moneyChangeKeys) void queryClient.invalidateQueries({ queryKey });
      },
    });
    poller.current = current;
    void current.poll();
    return () => {
      current.stop();
      if (poller.current === current) poller.current = null;
    };
  }, [playerId, queryClient]);

  useEffect(() => {
    const timer = setInterval(() => void poller.current?.poll(), interval);
    return () => clearInterval(timer);
  }, [interval]);

  usePushChange(
    EVENT_CHANGES,
    useCallback(() => void poller.current?.poll(), []),
  );

  return null;
}
